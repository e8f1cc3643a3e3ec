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
