import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, Notification } from 'pg';
import { DataSource } from 'typeorm';
import { Env } from '../../config/env.validation';
import { DATABASE_SOCKET_OPTIONS } from '../../database/database-socket';
import { ChangeNotice } from '../../database/unit-of-work/unit-of-work';

/** The channel every committed write's change notices are sent on (ChangeRecorder), as JSON arrays. */
export const CHANGES_CHANNEL = 'tradebook_changes';

/** A change as the open screens receive it. */
export type ChangeEvent = ChangeNotice & { at: string };

const RECONNECT_DELAY_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;

type State = 'idle' | 'connecting' | 'live' | 'waiting' | 'local' | 'closed';

/**
 * Hands every committed change, made on any instance, to this instance's subscribers (the open event
 * streams). It LISTENs on a connection of its own, opened when the first subscriber comes (a
 * command-line process never opens it), so a change reaches every instance through PostgreSQL, never
 * through one process's memory. The embedded database (one session shared by every connection, one
 * server) does not pass notices between sessions: there, and only there, the writes of this process
 * are handed over when they commit (`committedHere`), which is then every write there is.
 */
@Injectable()
export class EventHub implements OnModuleDestroy {
  private readonly logger = new Logger(EventHub.name);
  private readonly url: string | undefined;
  private readonly subscribers = new Set<(event: ChangeEvent) => void>();
  private state: State = 'idle';
  private listener: Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  /** Resolved once the first attempt to listen has ended (live, local or failed). */
  private settled: Promise<void> = Promise.resolve();
  private settle: () => void = () => undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    config: ConfigService<Env, true>,
  ) {
    this.url = config.get('DATABASE_URL', { infer: true }) || undefined;
  }

  /** Starts listening (the server does at start-up; a command-line process never does). */
  start(): void {
    if (this.state !== 'idle') return;
    this.settled = new Promise((resolve) => (this.settle = resolve));
    this.listen();
  }

  /**
   * Calls `deliver` with every change committed from now on; resolves, once changes are heard, to
   * the unsubscription.
   */
  async subscribe(deliver: (event: ChangeEvent) => void): Promise<() => void> {
    this.subscribers.add(deliver);
    this.start();
    await this.settled;
    return () => this.subscribers.delete(deliver);
  }

  /** The notices of a transaction this process committed: delivered here when notices cannot be listened to. */
  committedHere(notices: ChangeNotice[]): void {
    if (this.state !== 'local' || this.subscribers.size === 0) return;
    const at = new Date().toISOString();
    for (const notice of notices) this.publish({ ...notice, at });
  }

  async onModuleDestroy(): Promise<void> {
    this.state = 'closed';
    clearTimeout(this.retry);
    this.subscribers.clear();
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private publish(event: ChangeEvent): void {
    for (const deliver of this.subscribers) deliver(event);
  }

  private received(notice: Notification): void {
    if (notice.channel !== CHANGES_CHANNEL || !notice.payload) return;
    let events: unknown;
    try {
      events = JSON.parse(notice.payload);
    } catch {
      return; // not one of ours (a probe)
    }
    if (!Array.isArray(events)) return;
    for (const event of events as ChangeEvent[]) this.publish(event);
  }

  private listen(): void {
    if (!this.url) {
      this.state = 'local'; // the embedded database
      this.settle();
      return;
    }
    this.state = 'connecting';
    const client = new Client({ connectionString: this.url, ...DATABASE_SOCKET_OPTIONS });
    this.listener = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    void this.connect(client).catch((error: unknown) => this.lost(client, error));
  }

  private async connect(client: Client): Promise<void> {
    await client.connect();
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    const delivered = await this.probe(client);
    if (this.listener !== client) return;
    if (!delivered) {
      this.state = 'local';
      this.listener = undefined;
      this.logger.log(
        'Changes are announced within this process: the database does not pass notices between sessions',
      );
      await client.end().catch(() => undefined);
      this.settle();
      return;
    }
    client.on('notification', (notice) => this.received(notice));
    this.state = 'live';
    this.settle();
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
      await this.dataSource.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, token]);
      return await delivered;
    } finally {
      clearTimeout(timer);
      client.off('notification', onNotice);
    }
  }

  private lost(client: Client, error?: unknown): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    client.end().catch(() => undefined);
    this.settle();
    if (this.state === 'closed') return;
    if (this.state === 'live') {
      const reason = error instanceof Error ? `: ${error.message}` : '';
      this.logger.warn(`Stopped hearing of changes until they can be listened to again${reason}`);
    }
    this.state = 'waiting';
    this.retry = setTimeout(() => {
      if (this.state === 'waiting') this.listen();
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}
