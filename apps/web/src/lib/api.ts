// The one way the browser talks to the API: JSON in, JSON out, cookies on, errors as ApiError.
import type { z } from 'zod';

/** An API failure with the server's `{ error: { code, message } }` (or a stand-in for network/parse errors). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds from a 429's Retry-After header, when the server sent one. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface ApiFetchOptions<T> {
  method?: Method;
  /** Plain values are sent as JSON; FormData (uploads) is sent as-is. */
  body?: unknown;
  /** When given, the response is validated and its parsed (typed) value returned. */
  schema?: z.ZodType<T>;
  /**
   * Like `schema`, but loaded on demand (`() => import('@rooted/shared/contracts/x').then((m) => m.y)`),
   * in parallel with the request: keeps zod out of the first-load bundle for calls the shell makes.
   */
  lazySchema?: () => Promise<z.ZodType<T>>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Lets the request outlive the page (saving listening progress when the tab closes). */
  keepalive?: boolean;
}

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

async function readError(res: Response): Promise<ApiError> {
  const retryAfter = Number(res.headers.get('Retry-After')) || undefined;
  try {
    const data = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
    const code = typeof data.error?.code === 'string' ? data.error.code : `http_${res.status}`;
    const message = typeof data.error?.message === 'string' ? data.error.message : GENERIC_MESSAGE;
    return new ApiError(res.status, code, message, retryAfter);
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): keep the status, use a readable message.
    return new ApiError(res.status, `http_${res.status}`, GENERIC_MESSAGE, retryAfter);
  }
}

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {}, keepalive } = options;
  // Started now, so the contract's chunk downloads while the request is in flight.
  const loadingSchema = options.lazySchema?.();
  // Never an unhandled rejection when the request fails first; awaited again below.
  loadingSchema?.catch(() => undefined);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
    keepalive,
  };

  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (error) {
    if (signal?.aborted) throw error; // let TanStack Query see a real AbortError
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (!res.ok) throw await readError(res);
  if (res.status === 204 || method === 'HEAD') return undefined as T;

  let data: unknown;
  try {
    const text = await res.text();
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(res.status, 'invalid_response', 'The server sent an unreadable response.');
  }
  const schema = options.schema ?? (await loadingSchema);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // A contract mismatch is a bug, not a user error: log details for developers, show a calm message.
    console.error(`Response of ${method} ${path} did not match its schema`, parsed.error.issues);
    throw new ApiError(res.status, 'invalid_response', GENERIC_MESSAGE);
  }
  return parsed.data;
}
