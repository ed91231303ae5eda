import { request as httpRequest, IncomingMessage } from 'node:http';
import { AddressInfo } from 'node:net';
import { TestApp } from './app';

/** An event of `GET /api/events` as a test reads it. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** An open `GET /api/events` stream: its events and comment lines as they arrive. */
export interface EventStreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  events: StreamEvent[];
  comments: string[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** The first event (from `from` on) that `match` accepts, within `ms`; else it fails. */
  next(match: (event: StreamEvent) => boolean, ms?: number, from?: number): Promise<StreamEvent>;
  close(): void;
}

/** The app listening on a port of its own (the event stream needs a real connection). */
export async function listening(t: TestApp): Promise<number> {
  const server = t.app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Opens the event stream with `authorization` (or none); resolves once its answer's head arrived. */
export async function openEvents(t: TestApp, authorization?: string): Promise<EventStreamClient> {
  const port = await listening(t);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: authorization ? { Authorization: authorization } : {},
      },
      (res) => {
        let buffer = '';
        let endStream: () => void = () => undefined;
        const client: EventStreamClient = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events: [],
          comments: [],
          ended: new Promise((done) => (endStream = done)),
          async next(match, ms = 2_000, from = 0) {
            const deadline = Date.now() + ms;
            for (;;) {
              const found = client.events.slice(from).find(match);
              if (found) return found;
              if (Date.now() > deadline) {
                throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(client.events)}`);
              }
              await new Promise((r) => setTimeout(r, 20));
            }
          },
          close: () => req.destroy(),
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            for (const line of lines.filter((l) => l.startsWith(':')))
              client.comments.push(line.slice(1).trim());
            const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (name && data) client.events.push({ event: name, data: JSON.parse(data) });
          }
        });
        res.on('end', endStream);
        res.on('close', endStream);
        resolve(client);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
