// The browser side: the JavaScript a first visit downloads (gzipped) and a Lighthouse run per page, with
// Debian's Chromium driven by the `lighthouse` npm package against the running production server.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Measured runs per page. One run's performance score moves by up to ten points on a 2-core machine (the
 * episode page scored 86 to 97 in consecutive runs of one build), so the figures are those of the median
 * run, chosen as Lighthouse's own tools choose it (closest to the median FCP and time to interactive).
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Gzipped size of a built file: its precompressed .gz when the build wrote one, else gzip -9 now. */
function gzipSize(file) {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`; not `import()`). */
function staticImports(webDist, file) {
  const code = fs.readFileSync(path.join(webDist, file), 'utf8');
  return [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1]));
}

/**
 * The JavaScript a user needs to see the page: every script requested before the load event (from
 * Lighthouse's network records), and every chunk those import statically, wherever it was requested (a
 * module cannot run before its imports have loaded). Weighed gzipped from the build (the server may have
 * sent brotli, which is smaller). The current page's own chunk counts because the app requests it while
 * the entry runs (preloadPage in apps/web/src/main.tsx), not at the first render, which comes after the
 * load event. Chunks requested after the load event that no counted chunk imports statically (the toaster
 * and tooltip after load and idle, the idle-time preloader warming other pages, a signed-in user's extras)
 * are not initial JavaScript and are left out.
 */
function initialScripts(lhr, webDist) {
  const loadEnd = lhr.audits.metrics?.details?.items?.[0]?.observedLoad;
  const records = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = records.filter(
    (r) => r.resourceType === 'Script' && new URL(r.url).pathname.startsWith('/assets/') && (loadEnd == null || r.networkRequestTime <= loadEnd),
  );
  const files = new Set();
  const add = (file) => {
    if (files.has(file) || !fs.existsSync(path.join(webDist, file))) return;
    files.add(file);
    for (const imported of staticImports(webDist, file)) add(imported);
  };
  for (const r of scripts) add(new URL(r.url).pathname);
  const sizes = [...files].map((p) => ({ file: p, gzipBytes: gzipSize(path.join(webDist, p)) }));
  return { count: sizes.length, gzipKB: Math.round((sizes.reduce((s, x) => s + x.gzipBytes, 0) / 1024) * 10) / 10, files: sizes };
}

const ms = (lhr, id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);

/** Lighthouse (desktop preset) for each page, the median run of RUNS: scores, LCP, TBT, CLS and the initial JavaScript. */
export async function runLighthouse({ baseUrl, pages, webDist, log = console.log }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results = {};
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const url = `${baseUrl}${pagePath}`;
      // Once to warm the server's caches and the OS page cache, then the measured runs.
      await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
      const runs = [];
      // A run in which the page never painted (Lighthouse's NO_FCP under a load spike, a page that failed)
      // or whose trace lost the navigation (NO_NAVSTART, seen on a slow machine) has no figures to take a
      // median of: it is left out, said so in the results, and another run takes its place (up to twice
      // RUNS in all), so the median is still of RUNS runs.
      const failedRuns = [];
      for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, desktopConfig);
        if (lhr.runtimeError || !Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue)) {
          failedRuns.push(lhr.runtimeError?.code ?? 'no first contentful paint');
        } else {
          runs.push(lhr);
        }
      }
      if (!runs.length) throw new Error(`lighthouse ${name}: no run painted the page (${failedRuns.join(', ')})`);
      const lhr = computeMedianRun(runs);
      const scores = runs.map((run) => Math.round(run.categories.performance.score * 100));
      const failedA11y = Object.values(lhr.audits)
        .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0)
        .map((a) => a.id);
      results[name] = {
        url: pagePath,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcpMs: ms(lhr, 'largest-contentful-paint'),
        tbtMs: ms(lhr, 'total-blocking-time'),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        fcpMs: ms(lhr, 'first-contentful-paint'),
        runs: runs.length,
        failedRuns,
        performanceOfEachRun: scores,
        failedAccessibilityAudits: failedA11y,
        initialJs: initialScripts(lhr, webDist),
      };
      const left = failedRuns.length ? `; ${failedRuns.length} left out: ${failedRuns.join(', ')}` : '';
      // The score is the median run's, not the median of the scores: the run is chosen by its FCP and time
      // to interactive, so it can be any of the scores listed.
      log(`  lighthouse ${name}: performance ${results[name].performance} (the median run of ${runs.length} by FCP and time to interactive; each run: ${scores.join(', ')}${left}), accessibility ${results[name].accessibility}`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
