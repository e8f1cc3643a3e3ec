// A TCP proxy in front of a real service (PostgreSQL, Redis) that a test can cut and restore, to show how
// the app behaves while the service is unreachable and after it is back.
import net from 'node:net';

/**
 * Listens on a port the system gives it and keeps that port for its whole life: a port picked in advance
 * can be taken by another process before it is listened on again (outgoing connections draw from the same
 * range; a CI run once hung on that). A cut drops every connection and resets each new one at once, as a
 * service behind a broken network does.
 */
export class CuttableProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private down = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Starts listening; resolves once `port` is set. */
  listen(): Promise<void> {
    const server = net.createServer((client) => {
      client.on('error', () => undefined);
      if (this.down) return void client.resetAndDestroy();
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  cut(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.down = false;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => (this.server?.listening ? this.server.close(() => resolve()) : resolve()));
  }
}
