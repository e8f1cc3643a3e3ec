// Runs before first paint (blocking <script> in <head>) so the page never flashes the wrong theme.
// Keep in sync with src/lib/theme.ts: same storage key, same colours for the theme-color meta.
(function () {
  var dark = false;
  try {
    var pref = localStorage.getItem('rooted-theme');
    dark = pref === 'dark' || (pref !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // Storage can be blocked (privacy modes); fall back to the light theme.
  }
  var root = document.documentElement;
  if (dark) root.classList.add('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#1c1915' : '#f8f6f1');
})();

// Zod builds its object parsers with `new Function` where it may, probing for that whenever an object
// schema is created. Our Content-Security-Policy has no 'unsafe-eval', so the probe fails (harmlessly:
// zod falls back) yet is reported as a securitypolicyviolation on every page (issue 14). jitless skips
// probe and compiler. It must be set before the first schema is created, which happens while the app's
// module chunks load, so here: zod reads this global as its config (zod/v4/core: globalConfig).
// e2e/tests/security.spec.ts fails if a violation comes back.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
