// Warms the page chunks in the background so later navigation is instant — but only when that costs
// the user nothing noticeable (SPEC §9): fast connection, not iOS without module workers, and after load.
// It only downloads them (into the HTTP cache, from the list the build makes: ./page-chunks); a chunk
// runs when its page is first opened. Importing every page here ran all their module code and added a
// link element per chunk: about 300 ms of main thread after a first load on a slow machine (issue 13).
import { PAGE_CHUNKS_META } from './page-chunks';

const START_DELAY_MS = 1000;
const SLOW_PROBE_MS = 300;
/** Downloads at a time: the app's own requests still find a free connection. */
const PARALLEL = 3;
const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

function isIOS(): boolean {
  const ua = navigator.userAgent;
  // iPadOS 13+ reports itself as a Mac; touch support gives it away.
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Feature test: browsers that support module workers read `type` from the options bag. */
function supportsModuleWorkers(): boolean {
  let supported = false;
  try {
    const options = {
      get type(): WorkerType {
        supported = true;
        return 'module';
      },
    };
    // An invalid URL throws after the options are read, so no worker starts and no request is made.
    new Worker('http://[', options).terminate();
  } catch {
    // Expected.
  }
  return supported;
}

async function isFastConnection(): Promise<boolean> {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && SLOW_TYPES.has(connection.effectiveType)) return false;
  // Measure when the browser can't tell us (Safari, Firefox) and to catch a slow server.
  const started = performance.now();
  try {
    await fetch('/favicon.svg', { method: 'HEAD', cache: 'no-store' });
  } catch {
    return false;
  }
  return performance.now() - started <= SLOW_PROBE_MS;
}

/** This build's page chunks; none under the development server, which has nothing built to warm. */
async function pageChunkUrls(): Promise<string[]> {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CHUNKS_META}"]`)?.content;
  if (!list) return [];
  const res = await fetch(list);
  return res.ok ? ((await res.json()) as string[]) : [];
}

async function download(url: string) {
  const res = await fetch(url, { priority: 'low' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  // Read to the end: only a complete answer is kept in the HTTP cache.
  await res.arrayBuffer();
}

async function preloadAll() {
  if (isIOS() && !supportsModuleWorkers()) return;
  if (!(await isFastConnection())) return;
  let queue: string[];
  try {
    queue = await pageChunkUrls();
  } catch {
    return;
  }
  // Each worker stops quietly at its first failure (offline, or a stale deploy); the router reports it if
  // the user navigates.
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      try {
        await download(url);
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

export function schedulePagePreload() {
  const start = () => window.setTimeout(() => void preloadAll(), START_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
