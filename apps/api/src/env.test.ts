import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('settings (read and validated once at start)', () => {
  it('has working defaults for a fresh clone', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toMatch(/\/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SUPPORTER_PRICE_MONTHLY).toBe(5);
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('stops with a list of every bad value', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid settings:');
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/LOG_LEVEL/);
  });

  it('checks settings that only make sense together', () => {
    expect(() => loadEnv({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' })).toThrow(/LLM_MODEL/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('runs several server processes only on a PostgreSQL server, with rate limits in Redis', () => {
    expect(loadEnv({}).API_PROCESSES).toBe(1);
    const server = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/rooted' };
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => loadEnv({ API_PROCESSES: '2', ...redis })).toThrow(/API_PROCESSES: above 1 needs DATABASE_URL/);
    expect(() => loadEnv({ API_PROCESSES: '2', ...server })).toThrow(/API_PROCESSES: above 1 needs REDIS_URL/);
    expect(loadEnv({ API_PROCESSES: '2', ...server, ...redis }).API_PROCESSES).toBe(2);
    expect(() => loadEnv({ API_PROCESSES: '0' })).toThrow(/API_PROCESSES/);
  });
});
