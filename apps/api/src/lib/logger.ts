import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Never log secrets, even by accident.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
  });
}

/** How long an access line may wait in the buffer when traffic is light. */
export const ACCESS_LOG_FLUSH_MS = 1000;

/** What the access log says of a request. */
export interface AccessLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}
export type AccessLog = (line: AccessLine) => void;

/**
 * The access log: one line per request, as pino writes an info line ({"level":30,"time":…,"msg":"request"}),
 * to standard output in chunks of about 4 KB (or every second) instead of one write per line. At 15,000
 * requests a second a line written through pino, one write each, was a quarter of a cached read's CPU
 * (issue 13); the line is written here by hand, as its fields are known (the strings escaped as JSON). None
 * is a secret, so no redaction. pino's own exit handling writes what is buffered when the process exits; only a
 * process killed outright loses its last second of access lines. Everything else (start-up, warnings,
 * errors, failed requests) goes through createLogger's logger, line by line. Null when `level` is above info.
 */
export function createAccessLog(level: string, dest: number | string = 1): AccessLog | null {
  if ((pino.levels.values[level] ?? Infinity) > pino.levels.values.info!) return null;
  const destination = pino.destination({ dest, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), ACCESS_LOG_FLUSH_MS).unref();
  return ({ reqId, method, path, status, ms }) => {
    destination.write(
      `{"level":30,"time":${Date.now()},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"msg":"request"}\n`,
    );
  };
}
