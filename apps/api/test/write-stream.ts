// A stream of real user writes over HTTP (listening-progress saves and note edits) that remembers which
// ones the server acknowledged with a 2xx, and checks later that every acknowledged write is stored.
//
// Each user writes sequentially, so for every slot the values it sent are strictly increasing: a note's
// text carries a version number and a progress save a growing position. After a crash, a slot must hold
// the last acknowledged value or a later one that was sent but whose answer was lost in the crash.

export interface StreamUser {
  email: string;
  cookie: string;
}

interface Slot {
  /** Every value sent, in order. */
  sent: number[];
  /** The last value answered with 2xx, or null. */
  acked: number | null;
}

export interface StreamFigures {
  requests: number;
  acknowledged: number;
  /** Status code (or 'network' for a dropped connection) → count. */
  failures: Record<string, number>;
  /** Failed responses whose body was not the API's `{ error: { code, message } }` shape. */
  badShape: number;
}

export class WriteStream {
  readonly figures: StreamFigures = { requests: 0, acknowledged: 0, failures: {}, badShape: 0 };
  private readonly progress = new Map<string, Slot>();
  private readonly notes = new Map<string, Slot>();
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(
    private baseUrl: string,
    private readonly users: StreamUser[],
    private readonly episodeIds: string[],
  ) {}

  /** The server moved (restart on a new port). */
  setBaseUrl(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  static async episodes(baseUrl: string, count = 8): Promise<string[]> {
    const body = await getJson<{ items: { id: string; durationSeconds: number | null }[] }>(`${baseUrl}/api/episodes?pageSize=100`);
    const ids = body.items.filter((e) => e.durationSeconds === null || e.durationSeconds >= 30).map((e) => e.id);
    if (ids.length < count) throw new Error(`Expected at least ${count} episodes, got ${ids.length}`);
    return ids.slice(0, count);
  }

  start(): void {
    this.running = true;
    this.workers = this.users.map((user, u) => this.work(user, u));
  }

  /** Resolves once this many more writes have been acknowledged (the machine may be slow or busy). */
  async acknowledgedMore(count: number, timeoutMs = 60_000): Promise<void> {
    const target = this.figures.acknowledged + count;
    const deadline = Date.now() + timeoutMs;
    while (this.figures.acknowledged < target) {
      if (Date.now() > deadline) throw new Error(`Only ${this.figures.acknowledged} of ${target} writes acknowledged after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  private slot(map: Map<string, Slot>, key: string): Slot {
    let slot = map.get(key);
    if (!slot) map.set(key, (slot = { sent: [], acked: null }));
    return slot;
  }

  private async work(user: StreamUser, u: number): Promise<void> {
    for (let i = 0; this.running; i++) {
      const episodeId = this.episodeIds[(i + u) % this.episodeIds.length]!;
      const key = `${user.email}|${episodeId}`;
      if (i % 2 === 0) {
        const slot = this.slot(this.progress, key);
        const position = (slot.sent.length + 1) / 100;
        slot.sent.push(position);
        if (await this.send(`/api/progress/${encodeURIComponent(episodeId)}`, user, { progress: 5, positionSeconds: position })) slot.acked = position;
      } else {
        const slot = this.slot(this.notes, key);
        const version = slot.sent.length + 1;
        slot.sent.push(version);
        if (await this.send('/api/notes', user, { kind: 'note', episodeId, text: `crash test note v${version}` })) slot.acked = version;
      }
    }
  }

  private async send(path: string, user: StreamUser, body: unknown): Promise<boolean> {
    this.figures.requests++;
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Origin: this.baseUrl, Cookie: user.cookie },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      if (res.ok) {
        this.figures.acknowledged++;
        return true;
      }
      this.figures.failures[res.status] = (this.figures.failures[res.status] ?? 0) + 1;
      if (!isErrorShape(text)) this.figures.badShape++;
      // Back off a little while the server is unavailable rather than spinning.
      await new Promise((r) => setTimeout(r, 20));
      return false;
    } catch {
      this.figures.failures.network = (this.figures.failures.network ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 20));
      return false;
    }
  }

  /** Reads every slot back over HTTP; returns the acknowledged writes that are missing (must be none). */
  async lostWrites(): Promise<{ checked: number; lost: string[] }> {
    const lost: string[] = [];
    let checked = 0;
    const cookieOf = new Map(this.users.map((u) => [u.email, u.cookie]));
    for (const [key, slot] of this.progress) {
      if (slot.acked === null) continue;
      checked++;
      const [email, episodeId] = key.split('|') as [string, string];
      const body = await getJson<{ progress: { positionSeconds: number } | null }>(`${this.baseUrl}/api/progress/${encodeURIComponent(episodeId)}`, cookieOf.get(email)!);
      const stored = body.progress?.positionSeconds ?? null;
      // Stored as a 4-byte float: compare with a small tolerance.
      const ok = stored !== null && stored >= slot.acked - 0.001 && slot.sent.some((v) => Math.abs(v - stored) < 0.001);
      if (!ok) lost.push(`progress ${key}: acknowledged ${slot.acked}, stored ${stored}`);
    }
    for (const [key, slot] of this.notes) {
      if (slot.acked === null) continue;
      checked++;
      const [email, episodeId] = key.split('|') as [string, string];
      const body = await getJson<{ entries: { notes: string | null }[] }>(
        `${this.baseUrl}/api/notes?kind=note&episodeId=${encodeURIComponent(episodeId)}`,
        cookieOf.get(email)!,
      );
      const version = Number(/^crash test note v(\d+)$/.exec(body.entries[0]?.notes ?? '')?.[1] ?? NaN);
      const ok = version >= slot.acked && slot.sent.includes(version);
      if (!ok) lost.push(`note ${key}: acknowledged v${slot.acked}, stored ${body.entries[0]?.notes ?? 'nothing'}`);
    }
    return { checked, lost };
  }
}

/** A read that must succeed; a 503 (the database not reachable in time on a busy machine) is retried. */
async function getJson<T>(url: string, cookie?: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
    if (res.ok) return (await res.json()) as T;
    if (res.status !== 503 || attempt >= 10) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

export function isErrorShape(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof body.error?.code === 'string' && typeof body.error.message === 'string';
  } catch {
    return false;
  }
}
