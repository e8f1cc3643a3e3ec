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
