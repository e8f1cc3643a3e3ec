// The S3-compatible backend of lib/storage: path-style URLs (<endpoint>/<S3_BUCKET>/<bucket>/<key>), which
// AWS, MinIO, Ceph and R2 all accept, signed with SigV4.
import type { Env } from '../env';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, type SigningCredentials } from './sigv4';
import { assertValidKey, storageWriteError, type ObjectStorage, type StoredObject } from './object-storage';

export interface S3Config extends SigningCredentials {
  endpoint: string;
  bucket: string;
}

/** S3 settings when complete; without an endpoint, AWS's regional endpoint is used. */
export function s3ConfigFrom(env: Env): S3Config | null {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}

export class S3Storage implements ObjectStorage {
  constructor(
    private readonly config: S3Config,
    /** A folder inside the S3 bucket, so several logical buckets can share one real one. */
    private readonly prefix: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call(method: string, key: string, body?: Uint8Array, headers: Record<string, string> = {}) {
    assertValidKey(key);
    const url = new URL(`${this.config.endpoint}/${this.config.bucket}/${this.prefix}/${key}`);
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH;
    const signed = signRequest({ method, url, headers, payloadHash }, this.config);
    // Host is set by fetch itself and may not be passed explicitly.
    const { host: _host, ...send } = signed;
    return this.fetchImpl(url, { method, headers: send, body, signal: AbortSignal.timeout(30_000) });
  }

  private static async fail(action: string, res: Response): Promise<never> {
    const text = await res.text().catch(() => '');
    throw new Error(`S3 ${action} failed with ${res.status}: ${text.slice(0, 300)}`);
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    assertValidKey(key);
    try {
      const res = await this.call('PUT', key, body, { 'content-type': contentType });
      if (!res.ok) await S3Storage.fail('put', res);
      await res.body?.cancel();
    } catch (err) {
      // Unreachable, refusing or full: the client gets a clear 503/507, the log gets the cause.
      throw storageWriteError(err);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.call('GET', key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) await S3Storage.fail('get', res);
    return {
      body: new Uint8Array(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.call('DELETE', key);
    if (!res.ok && res.status !== 404) await S3Storage.fail('delete', res);
    await res.body?.cancel();
  }
}
