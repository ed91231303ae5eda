import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServerResponse } from 'node:http';
import { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { sessionUser, TokenPayload } from '../auth/jwt.strategy';
import { UsersService } from '../users/users.service';
import { ChangeEvent, EventHub } from './event-hub';

/** How often each stream's token is checked again: a stream ends within this of its token's end. */
const TOKEN_CHECK_MS = 2_000;
/** A comment line at least this often keeps proxies and browsers from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;
/** A client that reads this far behind is cut off (it reconnects and reloads what it shows). */
const MAX_BACKLOG_BYTES = 1024 * 1024;

interface Stream {
  response: ServerResponse;
  token: TokenPayload;
  lastWrite: number;
}

/**
 * The open `GET /events` streams of this instance: each gets every change the hub hears, a comment
 * line when it has been quiet for KEEP_ALIVE_MS, and ends when its token does (expiry, logout, the
 * user's sessions ended or the user disabled), checked every TOKEN_CHECK_MS. On shutdown every stream
 * is ended first, so that the server's drain does not wait for them.
 */
@Injectable()
export class EventStreams implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly streams = new Set<Stream>();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly hub: EventHub,
    private readonly users: UsersService,
  ) {}

  onApplicationBootstrap(): void {
    this.hub.start();
  }

  /** Opens the stream of the request (its token verified by the guard) and keeps it until it ends. */
  async open(request: FastifyRequest, reply: FastifyReply, user: AuthenticatedUser): Promise<void> {
    const token = tokenPayload(request.headers.authorization);
    reply.hijack();
    const response = reply.raw;
    if (!this.unsubscribe) this.unsubscribe = await this.hub.subscribe((event) => this.deliver(event));
    if (this.closed || !token || token.sub !== user.id) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // nginx passes the stream as it comes instead of buffering it.
      'X-Accel-Buffering': 'no',
    });
    const stream: Stream = { response, token, lastWrite: Date.now() };
    this.streams.add(stream);
    response.on('close', () => this.streams.delete(stream));
    write(stream, ': connected\n\n');
    this.timer ??= setInterval(() => void this.check(), TOKEN_CHECK_MS).unref();
  }

  /** Ends every open stream (shutdown). */
  closeAll(): void {
    this.closed = true;
    clearInterval(this.timer);
    this.timer = undefined;
    for (const stream of this.streams) stream.response.end();
    this.streams.clear();
  }

  onModuleDestroy(): void {
    this.closeAll();
    this.unsubscribe?.();
  }

  /** How many streams are open here. */
  get size(): number {
    return this.streams.size;
  }

  private deliver(event: ChangeEvent): void {
    if (this.streams.size === 0) return;
    const text = `event: change\ndata: ${JSON.stringify(event)}\n\n`;
    for (const stream of this.streams) write(stream, text);
  }

  /** Ends the streams whose token has ended; sends the keep-alive comment to the quiet ones. */
  private async check(): Promise<void> {
    const now = Date.now();
    const byUser = new Map<number, Stream[]>();
    for (const stream of this.streams) {
      if ((stream.token.exp ?? 0) * 1000 <= now) {
        this.end(stream);
        continue;
      }
      const list = byUser.get(stream.token.sub) ?? [];
      list.push(stream);
      byUser.set(stream.token.sub, list);
      if (now - stream.lastWrite >= KEEP_ALIVE_MS) write(stream, ': keep-alive\n\n');
    }
    for (const [userId, streams] of byUser) {
      let profile;
      try {
        profile = await this.users.findProfile(userId);
      } catch {
        continue; // the database unreachable for a moment: checked again on the next round
      }
      for (const stream of streams) if (!sessionUser(profile, stream.token)) this.end(stream);
    }
    if (this.streams.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private end(stream: Stream): void {
    this.streams.delete(stream);
    stream.response.end();
  }
}

/** The payload of the request's bearer token (its signature was checked by the guard). */
function tokenPayload(authorization: string | undefined): TokenPayload | null {
  const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as TokenPayload;
    return typeof payload?.sub === 'number' && typeof payload.exp === 'number' ? payload : null;
  } catch {
    return null;
  }
}

/** Writes to a stream, cutting off a client too far behind. */
function write(stream: Stream, text: string): void {
  const { response } = stream;
  if (response.writableEnded) return;
  if (response.writableLength > MAX_BACKLOG_BYTES) {
    response.end();
    return;
  }
  response.write(text);
  stream.lastWrite = Date.now();
}
