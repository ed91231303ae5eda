import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, QueryFailedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { renderMessage } from '../../common/i18n/coded-messages';
import { localizeErrorMessage } from '../../common/i18n/error-messages';
import { Locale, translator } from '../../locales';
import { PostingEngine } from '../books/posting-engine';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { LedgerService } from '../ledger/ledger.service';
import { PAYABLE, RECEIVABLE, INBOUND, OUTBOUND } from '../../common/side';
import { OpeningBalancesService } from '../ledger/opening-balances.service';
import { PricesService } from '../prices/prices.service';
import { AdjustmentsService } from '../stock/adjustments.service';
import { TradeDocumentsService } from '../trade/trade-documents.service';
import { TradeService } from '../trade/trade.service';
import { FieldError, ImportContext } from './import-context';
import { productsByCodeOrModel } from '../products/products.queries';
import { PRODUCT_MISMATCH } from '../trade/trade-records';
import { limitStatementTime, lockImportKind } from './import.queries';
import { ImportEffectsResponse } from './dto/import.response.dto';
import { IMPORT_SPECS, ImportKind } from './import-kinds';
import { ImportRow, openTable } from './import-rows';
import { RetryRowByRow, RowImporter, RowResult, writeOne } from './importers/importer';
import { OpeningBalanceImporter, PaymentImporter } from './importers/ledger.importers';
import { PartnersImporter, PricesImporter, ProductsImporter } from './importers/master-data.importers';
import { OpeningStockImporter } from './importers/opening-stock.importer';
import { OrdersImporter } from './importers/orders.importer';
import { AccountsImporter, CashEntriesImporter } from './importers/money.importers';
import { AccountsService } from '../money/accounts.service';
import { CashEntriesService } from '../money/cash-entries.service';
import { TradeImporter } from './importers/trade.importer';
import { PURCHASE_ORDERS, SALES_ORDERS } from '../orders/order-direction';
import { OrdersService } from '../orders/orders.service';
import { DomainError } from '../../common/errors/domain-error';
import { detectFormat, readSheets, SpreadsheetFormat } from './spreadsheet';
import { checkZip } from './zip-limits';
import { embeddedPostgresRunning } from '../../database/embedded-postgres';

/**
 * Rows written at once by an importer that can (see RowImporter.writeMany). Each chunk rewrites the
 * stock row of every product it touches: 5,000 rows cost the database a third of what 1,000 did
 * (docs/PERFORMANCE.md), and two chunks in memory stay small.
 */
export const CHUNK_ROWS = 5000;

/**
 * The longest one statement of an import may run on a PostgreSQL server (SET LOCAL statement_timeout):
 * a chunk's statements take well under a second; one that runs this long is stopped and the import
 * refused whole. PGlite has no statement timeout: there EMBEDDED_IMPORT_HOLD_MS bounds the import (docs/DECISIONS.md).
 */
export const IMPORT_STATEMENT_TIMEOUT_MS = 60_000;

/**
 * The longest an import may hold the embedded database. PGlite is one session on the Node thread:
 * while an import's transaction runs, every other request waits for it (at most
 * EMBEDDED_CONNECTION_WAIT_MS, then 503). Checked before each chunk, so the hold ends at most one chunk
 * (5,000 rows, a few seconds) after this; the import is then rolled back whole (413 in a sentence).
 */
export const EMBEDDED_IMPORT_HOLD_MS = 120_000;

/**
 * The longest an import may hold a PostgreSQL server's connection and locks in all (checked before each
 * chunk, as on the embedded database): 100,000 rows take about 15 s, three times that under load.
 */
export const SERVER_IMPORT_HOLD_MS = 600_000;

/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';
/** PostgreSQL's code for a session ended by idle_in_transaction_session_timeout. */
const IDLE_SESSION_TIMEOUT = '25P03';

/** The advisory lock class under which real imports of one kind run one at a time. */
export const IMPORT_LOCK_CLASS = 720_451_030;

export interface ImportError {
  /** The row as Excel numbers it. */
  row: number;
  /**
   * The column's header as the file writes it (so it can be found in the file), or the template's in
   * the request's language when the file lacks the column; null when the error concerns the whole row.
   */
  column: string | null;
  /** In the request's language, through the catalogs of the 4xx messages. */
  message: string;
}

export interface ImportResult {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  errors: ImportError[];
  effects: ImportEffectsResponse;
}

export interface ImportFile {
  path: string;
  originalName: string;
  /** Aborted when the client has gone before its answer (the upload interceptor's). */
  abandoned?: AbortSignal;
}

/**
 * An import whose client went away while it waited for its turn (the import of its kind before it, or
 * the embedded database's one connection): dropped before it reads or writes anything, no answer sent.
 */
export class ImportAbandoned extends Error {
  override name = 'ImportAbandoned';

  constructor() {
    super('the client went away before its import began');
  }
}

/** Throws ImportAbandoned when the file's client has gone. */
function stillWanted(file: ImportFile): void {
  if (file.abandoned?.aborted) throw new ImportAbandoned();
}

export interface ImportOptions {
  dryRun: boolean;
  allowDuplicates: boolean;
  locale: Locale;
}

/**
 * Imports a file of one kind. The file is streamed row by row inside one unit of work;
 * each row runs through its kind's importer (the domain services' own in-transaction methods), its
 * write within a savepoint, so a refused row is rolled back alone and every error is collected. A dry run, and a real
 * run with any error, are rolled back whole; a real run without errors commits every row at once,
 * audited row by row plus one entry for the import.
 */
@Injectable()
export class ImportService {
  private readonly importers: Record<ImportKind, RowImporter>;
  /** IMPORT_STATEMENT_TIMEOUT_MS; a test may shorten it. */
  statementTimeoutMs = IMPORT_STATEMENT_TIMEOUT_MS;
  /** EMBEDDED_IMPORT_HOLD_MS on the embedded database, SERVER_IMPORT_HOLD_MS on a server; a test may set it. */
  holdLimitMs = embeddedPostgresRunning() ? EMBEDDED_IMPORT_HOLD_MS : SERVER_IMPORT_HOLD_MS;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
    partners: PartnersImporter,
    products: ProductsImporter,
    prices: PricesImporter,
    trade: TradeService,
    tradeDocuments: TradeDocumentsService,
    priceService: PricesService,
    ledger: LedgerService,
    openingBalances: OpeningBalancesService,
    adjustments: AdjustmentsService,
    orders: OrdersService,
    accounts: AccountsService,
    cashEntries: CashEntriesService,
  ) {
    this.importers = {
      partners,
      products,
      prices,
      inbound: new TradeImporter(INBOUND, trade, tradeDocuments, priceService),
      outbound: new TradeImporter(OUTBOUND, trade, tradeDocuments, priceService),
      'receivable-payments': new PaymentImporter(RECEIVABLE, ledger),
      'payable-payments': new PaymentImporter(PAYABLE, ledger),
      'opening-stock': new OpeningStockImporter(adjustments),
      'opening-balances': new OpeningBalanceImporter(openingBalances),
      'sales-orders': new OrdersImporter(SALES_ORDERS, orders),
      'purchase-orders': new OrdersImporter(PURCHASE_ORDERS, orders),
      accounts: new AccountsImporter(accounts),
      'cash-entries': new CashEntriesImporter(cashEntries),
    };
  }

  async import(kind: ImportKind, file: ImportFile, options: ImportOptions): Promise<ImportResult> {
    const format = await detectFormat(file.path, file.originalName);
    // What the workbook unpacks to is bounded before any of it is parsed.
    if (format === 'xlsx') await checkZip(file.path);
    try {
      return await this.run(kind, format, file, options);
    } catch (error) {
      if (!isStatementTimeout(error) && !isSessionEnded(error)) throw error;
      throw new DomainError('PAYLOAD_TOO_LARGE.importTimeout');
    }
  }

  private run(
    kind: ImportKind,
    format: SpreadsheetFormat,
    file: ImportFile,
    options: ImportOptions,
  ): Promise<ImportResult> {
    const spec = IMPORT_SPECS[kind];
    const importer = this.importers[kind];
    return this.uow.attempt(
      async (tx) => {
        const m = tx.manager;
        // The connection came after a wait (the embedded database has one): is anyone still asking?
        stillWanted(file);
        // Real imports of a kind run one at a time (a dry run writes nothing): the duplicate check of
        // the second one sees the records of the first. Taken before the statement timeout applies.
        if (!options.dryRun) {
          await lockImportKind(m, IMPORT_LOCK_CLASS, kindNumber(kind));
          stillWanted(file);
        }
        await limitStatementTime(m, this.statementTimeoutMs);
        // The period lock is taken once for the whole import, outside any row's savepoint.
        await this.books.holdPeriodLock(tx);
        if (options.dryRun) tx.skipAudit();
        const table = await openTable(readSheets(file.path, format), spec, options.locale);
        const t = translator(options.locale);
        const headerOf = (field: string | null): string | null => {
          if (field === null) return null;
          const column = spec.columns.find((c) => c.field === field);
          return table.headers.get(field) ?? (column ? t(column.header) : null);
        };
        const ctx = new ImportContext(tx, options.allowDuplicates);
        const result: ImportResult = {
          dry_run: options.dryRun,
          rows: 0,
          created: 0,
          updated: 0,
          errors: [],
          effects: { stock: [], balances: [] },
        };
        // Refusals that a product code and model do not match, with the code the row gives: where no
        // product has that code, the row is told so once the file is read (one query).
        const mismatched: { error: ImportError; code: string }[] = [];
        const record = (row: ImportRow, outcome: RowResult) => {
          if (Array.isArray(outcome)) {
            for (const e of outcome) {
              const error: ImportError = {
                row: row.row,
                column: headerOf(e.field),
                message: e.ref
                  ? renderMessage(e.ref, options.locale)
                  : localizeErrorMessage(e.message, options.locale),
              };
              result.errors.push(error);
              const code = row.values.product_code;
              if (isProductMismatch(e) && typeof code === 'string') mismatched.push({ error, code });
            }
          } else if (outcome === 'created') result.created++;
          else if (outcome === 'updated') result.updated++;
        };
        const holdEnds = Date.now() + this.holdLimitMs;
        const writeChunk = async (chunk: ImportRow[]) => {
          if (Date.now() > holdEnds) {
            throw new DomainError('PAYLOAD_TOO_LARGE.importHold', {
              seconds: Math.round(this.holdLimitMs / 1000),
            });
          }
          const outcomes = await this.writeChunk(importer, chunk, ctx);
          chunk.forEach((row, i) => record(row, outcomes[i]));
          // The chunk's audit entries go into the transaction now: memory stays bounded.
          await this.uow.flushAudit(tx);
        };
        // The file is read on while the database writes the chunk before (one chunk ahead at most).
        let chunk: ImportRow[] = [];
        let writing: Promise<void> | null = null;
        try {
          for await (const row of table.rows) {
            result.rows++;
            importer.prepare?.(row);
            chunk.push(row);
            if (chunk.length >= CHUNK_ROWS) {
              await writing;
              writing = writeChunk(chunk);
              // Handled when awaited; until then its failure must not count as unhandled.
              writing.catch(() => undefined);
              chunk = [];
            }
          }
        } catch (error) {
          await writing?.catch(() => undefined);
          throw error;
        }
        await writing;
        if (chunk.length > 0) await writeChunk(chunk);
        await nameUnknownCodes(m, mismatched, options.locale);
        result.effects = await ctx.effects();
        if (!options.dryRun && result.errors.length === 0) {
          tx.created('import', randomUUID(), {
            kind,
            file: file.originalName,
            sheet: table.sheet,
            rows: result.rows,
            created: result.created,
            updated: result.updated,
          });
        }
        return result;
      },
      (result) => !result.dry_run && result.errors.length === 0,
    );
  }

  /**
   * A chunk of rows: at once when the kind's importer can (in a savepoint: when that fails, the chunk
   * is rolled back and written again row by row, which attributes a failure to its row), else row by row.
   */
  private async writeChunk(
    importer: RowImporter,
    rows: ImportRow[],
    ctx: ImportContext,
  ): Promise<RowResult[]> {
    if (importer.writeMany) {
      try {
        return await ctx.chunk(() => importer.writeMany!(rows, ctx));
      } catch (error) {
        if (!(error instanceof RetryRowByRow) && !(error instanceof QueryFailedError)) throw error;
        // A chunk stopped by the statement timeout is not written again row by row.
        if (isStatementTimeout(error)) throw error;
      }
    }
    const outcomes: RowResult[] = [];
    for (const row of rows) outcomes.push(await writeOne(importer, row, ctx));
    return outcomes;
  }
}

function isProductMismatch(error: FieldError): boolean {
  return error.ref?.id === 'VALIDATION_FAILED.productMismatch' || error.message === PRODUCT_MISMATCH;
}

/** Rewrites the mismatch errors whose product code no product has: the code is unknown, not mismatched. */
async function nameUnknownCodes(
  db: EntityManager,
  mismatched: { error: ImportError; code: string }[],
  locale: Locale,
): Promise<void> {
  if (mismatched.length === 0) return;
  const codes = [...new Set(mismatched.map((m) => m.code))];
  const known = new Set((await productsByCodeOrModel(db, codes, [])).map((p) => p.code));
  for (const { error, code } of mismatched) {
    if (known.has(code)) continue;
    error.message = new DomainError('VALIDATION_FAILED.importUnknownProductCode', { code }).messageIn(locale);
  }
}

/** A real import refused for its errors (422, with the report). */
export function importRefusal(errorCount: number): DomainError {
  const id = errorCount === 1 ? 'IMPORT_ROWS_INVALID.one' : 'IMPORT_ROWS_INVALID';
  return new DomainError(id, { n: errorCount });
}

/**
 * The import's session was ended under it: the server's idle_in_transaction_session_timeout ended a
 * transaction left idle as long as a statement may run (limitStatementTime), and TypeORM released the
 * connection it lost.
 */
function isSessionEnded(error: unknown): boolean {
  return (
    error instanceof QueryRunnerProviderAlreadyReleasedError ||
    (error instanceof QueryFailedError &&
      (error.driverError as { code?: string } | undefined)?.code === IDLE_SESSION_TIMEOUT)
  );
}

function isStatementTimeout(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === QUERY_CANCELED
  );
}

/** The kind's number for its advisory lock (its place in the list of kinds). */
function kindNumber(kind: ImportKind): number {
  return Object.keys(IMPORT_SPECS).indexOf(kind);
}

/** The kind named in a route, or 400 naming the kinds there are. */
export function importKind(value: string): ImportKind {
  if ((Object.keys(IMPORT_SPECS) as string[]).includes(value)) return value as ImportKind;
  throw new DomainError('VALIDATION_FAILED.importKind', {
    kind: value,
    kinds: Object.keys(IMPORT_SPECS).join(', '),
  });
}
