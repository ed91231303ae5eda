import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, Notification } from 'pg';
import { DataSource } from 'typeorm';
import { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { Env } from '../../config/env.validation';
import { DATABASE_SOCKET_OPTIONS } from '../../database/database-socket';

/** Sent by the users table's statement trigger (migration UsersChangedNotify) on every change. */
export const USERS_CHANGED_CHANNEL = 'tradebook_users_changed';

const RECONNECT_DELAY_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;

/** `unsupported`: notices from other sessions never arrived (PGlite behind its socket is one session). */
export type ListenerState = 'idle' | 'connecting' | 'live' | 'waiting' | 'unsupported' | 'closed';

/**
 * The profiles of the users behind the tokens, kept in memory so that authenticating a request costs
 * no database round trip, and dropped whenever the users table changes: every server instance LISTENs
 * for the trigger's notice on a connection of its own (the one extra connection per instance). Only
 * while that connection is up are profiles cached; while it is down every request reads its user, so a
 * removed user or a changed role still takes effect on the next request (within the notice's delivery,
 * a few milliseconds, when it is up).
 *
 * Before caching, the listener checks that a notice sent from the pool's session reaches it. The
 * embedded database (and PGlite behind a socket, as the tests' fallback uses it) is one session shared
 * by every connection, so it would not: there every request reads its user.
 */
@Injectable()
export class UserProfileCache implements OnModuleDestroy {
  private readonly logger = new Logger(UserProfileCache.name);
  private readonly url: string | undefined;
  private readonly profiles = new Map<number, AuthenticatedUser>();
  /** Bumped by every change: a read that began before a change must not be cached after it. */
  private generation = 0;
  private state: ListenerState = 'idle';
  private listener: Client | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    config: ConfigService<Env, true>,
  ) {
    this.url = config.get('DATABASE_URL', { infer: true }) || undefined;
  }

  /** Where listening stands; profiles are cached only while `live`. */
  get status(): ListenerState {
    return this.state;
  }

  private get live(): boolean {
    return this.state === 'live';
  }

  /** The user's profile, from memory when cached, else from `load` (and then cached if still valid). */
  async get(
    id: number,
    load: (id: number) => Promise<AuthenticatedUser | null>,
  ): Promise<AuthenticatedUser | null> {
    if (this.state === 'idle') this.listen();
    if (this.live) {
      const cached = this.profiles.get(id);
      if (cached) return cached;
    }
    const generation = this.generation;
    const profile = await load(id);
    if (profile && this.live && generation === this.generation) this.profiles.set(id, profile);
    return profile;
  }

  /** Forgets every profile (a change notice, a change made here, or the listener lost or regained). */
  invalidate(): void {
    this.generation++;
    this.profiles.clear();
  }

  async onModuleDestroy(): Promise<void> {
    this.state = 'closed';
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    this.invalidate();
    await listener?.end().catch(() => undefined);
  }

  private listen(): void {
    if (!this.url) return; // embedded: stays idle, nothing is cached
    this.state = 'connecting';
    const client = new Client({ connectionString: this.url, ...DATABASE_SOCKET_OPTIONS });
    this.listener = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    void this.start(client).catch((error: unknown) => this.lost(client, error));
  }

  private async start(client: Client): Promise<void> {
    await client.connect();
    await client.query(`LISTEN ${USERS_CHANGED_CHANNEL}`);
    const delivered = await this.probe(client);
    if (this.listener !== client) return;
    if (!delivered) {
      this.state = 'unsupported';
      this.listener = undefined;
      this.logger.log('User profiles are not cached: this database does not pass notices between sessions');
      await client.query('UNLISTEN *').catch(() => undefined);
      await client.end().catch(() => undefined);
      return;
    }
    client.on('notification', () => this.invalidate());
    this.invalidate();
    this.state = 'live';
  }

  /** Whether a notice sent from another session (the pool's) reaches the listener. */
  private async probe(client: Client): Promise<boolean> {
    const token = randomUUID();
    let onNotice: (notice: Notification) => void = () => undefined;
    let timer: NodeJS.Timeout | undefined;
    const delivered = new Promise<boolean>((resolve) => {
      onNotice = (notice) => notice.payload === token && resolve(true);
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref();
    });
    client.on('notification', onNotice);
    try {
      await this.dataSource.query('SELECT pg_notify($1, $2)', [USERS_CHANGED_CHANNEL, token]);
      return await delivered;
    } finally {
      clearTimeout(timer);
      client.off('notification', onNotice);
    }
  }

  private lost(client: Client, error?: unknown): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    this.invalidate();
    client.end().catch(() => undefined);
    if (this.state === 'closed') return;
    if (this.state === 'live') {
      const reason = error instanceof Error ? `: ${error.message}` : '';
      this.logger.warn(`Stopped caching user profiles until user changes can be listened to again${reason}`);
    }
    this.state = 'waiting';
    this.retry = setTimeout(() => {
      if (this.state === 'waiting') this.listen();
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}
