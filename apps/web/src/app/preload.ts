// Warms the page chunks in the background so later navigation is instant — but only when that costs
// the user nothing noticeable (SPEC §9): fast connection, not iOS without module workers, and after load.
import { pageModules } from './route-modules';

const START_DELAY_MS = 1000;
const SLOW_PROBE_MS = 300;
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

async function preloadAll() {
  if (isIOS() && !supportsModuleWorkers()) return;
  if (!(await isFastConnection())) return;
  // One module at a time (the Set drops routes sharing a module), so the preload never competes much
  // with what the user is doing right now.
  for (const load of new Set(Object.values(pageModules))) {
    try {
      await load();
    } catch {
      return; // offline or a stale deploy: stop quietly, the router will report it if the user navigates
    }
  }
}

export function schedulePagePreload() {
  const start = () => window.setTimeout(() => void preloadAll(), START_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
