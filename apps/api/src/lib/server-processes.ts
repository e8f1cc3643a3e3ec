// API_PROCESSES: several server processes sharing one port (node:cluster), so a machine's cores all
// answer requests; one Node event loop keeps one core busy at most (issue 13: on two cores one process
// left a quarter of the machine idle under load). Each process is a whole instance, exactly as in the
// README's "Running several instances" (sessions and data in PostgreSQL, rate limits in Redis), so
// nothing here shares state: this file only starts, replaces and stops them.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger';

export interface ServerProcesses {
  /** Resolves when every process has ended after a stop signal. */
  stopped: Promise<void>;
}

/**
 * Starts `count` processes running `entry` (this server's own entry file) and keeps them running: one
 * that crashes is replaced; one that fails at start stops the rest and this process with exit code 1, as
 * a single process would end. SIGTERM or SIGINT stop them all (each finishes its in-flight requests).
 * The process with API_PROCESS_INDEX 0 refreshes the podcast feeds.
 */
export function startServerProcesses(options: { count: number; entry: string; logger: Logger }): ServerProcesses {
  const { count, entry, logger } = options;
  // A process that ends before it listens failed to start (bad settings, no database): so would another.
  const indexOf = new Map<Worker, { index: number; listening: boolean }>();
  let stopping = false;
  let resolveStopped: () => void;
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));

  cluster.setupPrimary({ exec: entry });
  const start = (index: number) => {
    const worker = cluster.fork({ API_PROCESS_INDEX: String(index) });
    const state = { index, listening: false };
    indexOf.set(worker, state);
    worker.once('listening', () => (state.listening = true));
  };

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, processes: indexOf.size }, 'stopping the server processes');
    for (const worker of indexOf.keys()) worker.process.kill(signal);
    if (indexOf.size === 0) resolveStopped();
  };

  cluster.on('exit', (worker, code, signal) => {
    const started = indexOf.get(worker)!;
    indexOf.delete(worker);
    if (stopping) {
      if (indexOf.size === 0) resolveStopped();
      return;
    }
    if (!started.listening) {
      logger.error({ process: started.index, code, signal }, 'a server process failed to start; stopping');
      process.exitCode = 1;
      stopAll('SIGTERM');
      return;
    }
    logger.error({ process: started.index, code, signal }, 'a server process ended; starting another');
    start(started.index);
  });

  for (let index = 0; index < count; index += 1) start(index);
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  return { stopped };
}
