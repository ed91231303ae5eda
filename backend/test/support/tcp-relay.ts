import { AddressInfo, Server, Socket, connect, createServer } from 'node:net';

/**
 * A TCP relay between the app and its database, for cutting the database off and bringing it back
 * without touching the database itself: `cut()` drops every connection and refuses new ones, `restore()`
 * listens again on the same port (towards `target`, which may have moved).
 */
export class TcpRelay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private target: { host: string; port: number }) {}

  /** The same URL through the relay. */
  url(of: string): string {
    const u = new URL(of);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async restore(target = this.target): Promise<void> {
    this.target = target;
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Host and port of a database URL. */
export function hostPort(url: string): { host: string; port: number } {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || 5432) };
}
