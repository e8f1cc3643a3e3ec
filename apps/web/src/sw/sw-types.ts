// The few service-worker types the worker uses. The web app compiles with the DOM library, whose types
// clash with the WebWorker library's, so the worker declares what it needs here instead.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

export interface ServiceWorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch: typeof fetch;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** Filled in at build time by the sw plugin in vite.config.ts: this build's shell files and a version. */
export interface PrecacheManifest {
  version: string;
  urls: string[];
}
