import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Socket errors of a connection to the database that could not be made or was cut. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: connection exceptions (class 08), and the server shutting down, crashed or
 * starting up (57P01, 57P02, 57P03).
 */
const SERVER_GONE = /^(08...|57P0[123])$/;

/** node-postgres' errors for a connection that ended under it or cannot be used any more. */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Whether `error` (or the driver error it wraps) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, message, driverError, cause } = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (SOCKET_ERRORS.has(code) || SERVER_GONE.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = driverError ?? cause;
  }
  return false;
}

/** How often the database is tried while it cannot be reached. */
const PROBE_EVERY_MS = 2_000;

/**
 * One log line when the database becomes unreachable and one when it answers again, however many
 * requests are refused in between (each is answered 503 DATABASE_UNAVAILABLE by the exception filter):
 * an outage of minutes would otherwise write a line and a stack for every request. While it lasts,
 * `SELECT 1` is tried every two seconds to see it end.
 */
@Injectable()
export class DatabaseOutage implements OnModuleDestroy {
  private readonly logger = new Logger('Database');
  private since?: number;
  private refused = 0;
  private probe?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A request failed because the database cannot be reached. */
  report(error: unknown): void {
    this.refused++;
    if (this.since !== undefined) return;
    this.since = Date.now();
    this.refused = 1;
    this.logger.error(
      { err: error },
      'Database unreachable: requests are answered 503 DATABASE_UNAVAILABLE until it answers again',
    );
    this.probeLater();
  }

  private probeLater(): void {
    this.probe = setTimeout(() => void this.tryDatabase(), PROBE_EVERY_MS);
    this.probe.unref();
  }

  private async tryDatabase(): Promise<void> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      if (this.since !== undefined) this.probeLater();
      return;
    }
    if (this.since === undefined) return;
    const seconds = Math.round((Date.now() - this.since) / 1000);
    this.logger.log(
      `Database reachable again after ${seconds} s; ${this.refused} requests were answered 503 meanwhile`,
    );
    this.end();
  }

  private end(): void {
    clearTimeout(this.probe);
    this.probe = undefined;
    this.since = undefined;
  }

  onModuleDestroy(): void {
    this.end();
  }
}
