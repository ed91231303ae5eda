import { HttpException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import Decimal from 'decimal.js';
import { DomainError } from '../../common/errors/domain-error';
import { httpMessage } from '../../common/http/all-exceptions.filter';
import { MessageRef } from '../../common/i18n/coded-messages';
import { toNumber } from '../../common/numeric';
import { validationMessages } from '../../common/validation/validation.pipe';
import { Tx } from '../../database/unit-of-work/unit-of-work';
import { ImportEffectsResponse } from './dto/import.response.dto';

/** One refusal of a row: the field (column) it concerns, when one does, and the API's message. */
export interface FieldError {
  field: string | null;
  /** English; translated when the report is written. */
  message: string;
  /** A service's domain error: translated by its message id rather than by its English text. */
  ref?: MessageRef;
}

/**
 * A refusal of the import's own (not a service's): its English message is translated with the 4xx
 * messages, so the catalog coverage test reads the message of every call.
 */
export function fieldError(field: string | null, message: string): FieldError {
  return { field, message };
}

/** A service's refusal (a 4xx) as the error of a field. */
export function httpFieldError(field: string | null, error: HttpException): FieldError {
  const message = httpMessage(error);
  return error instanceof DomainError ? { field, message, ref: error.ref } : { field, message };
}

/** A row refused before it reached a service (validation, matching, duplicates). */
export class RowErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => e.message).join('; '));
  }

  static of(field: string | null, message: string): RowErrors {
    return new RowErrors([fieldError(field, message)]);
  }

  /** A service's refusal (its message is a 4xx message already), as an error of one field. */
  static fromHttp(field: string | null, error: HttpException): RowErrors {
    return new RowErrors([httpFieldError(field, error)]);
  }
}

/** What a row did: a new record, a change of an existing one, or nothing (equal to what is stored). */
export type Outcome = 'created' | 'updated' | 'unchanged';

interface ProductFigures {
  id: number;
  code: string;
  product_model: string;
  quantity: string;
  value: string;
}

interface PartnerFigures {
  id: number;
  code: string | null;
  short_name: string;
  type: number;
  balance: string;
}

const PRODUCT_FIGURES = `
  SELECT p.id, p.code, p.product_model, COALESCE(s.current_stock, 0)::text AS quantity,
         COALESCE(s.stock_value, 0)::text AS value
    FROM products p LEFT JOIN stock s ON s.product_id = p.id`;

/** The balance as the receivable/payable lists show it: records − payments + the opening balance. */
const PARTNER_FIGURES = `
  SELECT pt.id, pt.code, pt.short_name, pt.type,
         (COALESCE(b.total, 0) - COALESCE(b.paid, 0) + COALESCE(ob.amount, 0))::text AS balance
    FROM partners pt
    LEFT JOIN partner_balances b ON b.partner_id = pt.id
    LEFT JOIN opening_balances ob ON ob.partner_id = pt.id`;

/**
 * The state of one import run, shared by its rows: the transaction, the duplicate keys met so far in
 * the file, and the stock and balances as they were before the first row touched them (for `effects`).
 */
export class ImportContext {
  private readonly seen = new Map<string, number>();
  private readonly products = new Map<string, ProductFigures | null>();
  private readonly partners = new Map<string, PartnerFigures | null>();
  /** Keys remembered during the current chunk (see `chunk`). */
  private marked: string[] | null = null;

  constructor(
    readonly tx: Tx,
    readonly allowDuplicates: boolean,
  ) {}

  /**
   * The refusal of a row equal to an earlier written row of the file (or `pending`, an earlier equal row
   * about to be written with it) or (`inBooks`) to a record the books held before the import; null when
   * it is not a duplicate or duplicates are allowed. `describe` names what "equal" means.
   */
  duplicate(key: string, describe: string, inBooks: boolean, pending?: number): RowErrors | null {
    if (this.allowDuplicates) return null;
    const earlier = this.seen.get(key) ?? pending;
    if (earlier !== undefined) {
      return RowErrors.of(null, `Duplicate of row ${earlier} of this file (${describe})`);
    }
    if (inBooks) return RowErrors.of(null, `Duplicate of a record already in the books (${describe})`);
    return null;
  }

  /** `duplicate` for one row, thrown; `inBooks` is asked only when the file has no equal row. */
  async assertNotDuplicate(key: string, describe: string, inBooks: () => Promise<boolean>): Promise<void> {
    if (this.allowDuplicates) return;
    const refusal = this.duplicate(key, describe, !this.seen.has(key) && (await inBooks()));
    if (refusal) throw refusal;
  }

  /** Whether a written row of the file has this key (a later equal row is a duplicate). */
  seenBefore(key: string): boolean {
    return !this.allowDuplicates && this.seen.has(key);
  }

  /**
   * Runs a row's write in a savepoint: a refusal rolls back what the write did so far (and only that),
   * so the import goes on to the next row in a usable transaction. Reads before it need none.
   */
  async write<T>(work: () => Promise<T>): Promise<T> {
    return this.savepoint('import_row', work);
  }

  /**
   * Runs the writes of a chunk of rows in a savepoint: when it fails, they are rolled back with their
   * audit entries and the keys they marked, so the chunk can be written again row by row.
   */
  async chunk<T>(work: () => Promise<T>): Promise<T> {
    this.marked = [];
    try {
      return await this.savepoint('import_chunk', work);
    } catch (error) {
      for (const key of this.marked) this.seen.delete(key);
      throw error;
    } finally {
      this.marked = null;
    }
  }

  /** Runs `work` in a savepoint; a failure rolls back its writes and what the transaction recorded of them. */
  private async savepoint<T>(name: string, work: () => Promise<T>): Promise<T> {
    const m = this.tx.manager;
    const mark = this.tx.mark();
    await m.query(`SAVEPOINT ${name}`);
    try {
      const done = await work();
      await m.query(`RELEASE SAVEPOINT ${name}`);
      return done;
    } catch (error) {
      await m.query(`ROLLBACK TO SAVEPOINT ${name}`);
      this.tx.restore(mark);
      throw error;
    }
  }

  /** Marks a written row's key, so a later equal row is refused. */
  remember(key: string, row: number): void {
    if (this.allowDuplicates || this.seen.has(key)) return;
    this.seen.set(key, row);
    this.marked?.push(key);
  }

  /** Notes the product's stock before the import changes it (once per product). */
  async touchProduct(model: string): Promise<void> {
    await this.touchProducts([model]);
  }

  /** Notes these products' stock before the import changes it (once per product, one query). */
  async touchProducts(models: string[]): Promise<void> {
    const fresh = [...new Set(models)].filter((model) => !this.products.has(model));
    if (fresh.length === 0) return;
    const rows: ProductFigures[] = await this.tx.manager.query(
      `${PRODUCT_FIGURES} WHERE p.product_model = ANY($1::text[])`,
      [fresh],
    );
    for (const model of fresh) this.products.set(model, null);
    for (const row of rows) this.products.set(row.product_model, row);
  }

  /** Notes the partner's balance before the import changes it (once per partner). */
  async touchPartner(code: string, type: number | null): Promise<void> {
    await this.touchPartners([code], type);
  }

  /** Notes these partners' balances before the import changes them (once per partner, one query). */
  async touchPartners(codes: string[], type: number | null): Promise<void> {
    const fresh = [...new Set(codes)].filter((code) => !this.partners.has(`${type}:${code}`));
    if (fresh.length === 0) return;
    const rows: PartnerFigures[] = await this.tx.manager.query(
      `${PARTNER_FIGURES} WHERE pt.code = ANY($1::text[]) ${type === null ? '' : 'AND pt.type = $2'}`,
      type === null ? [fresh] : [fresh, type],
    );
    for (const code of fresh) this.partners.set(`${type}:${code}`, null);
    for (const row of rows) this.partners.set(`${type}:${row.code}`, row);
  }

  /** The stock and balances that changed, before and after, read inside the import's transaction. */
  async effects(): Promise<ImportEffectsResponse> {
    const products = [...this.products.values()].filter((p): p is ProductFigures => p !== null);
    const partners = [...this.partners.values()].filter((p): p is PartnerFigures => p !== null);
    const m = this.tx.manager;
    const [productsAfter, partnersAfter]: [ProductFigures[], PartnerFigures[]] = await Promise.all([
      products.length
        ? m.query(`${PRODUCT_FIGURES} WHERE p.id = ANY($1::int[])`, [products.map((p) => p.id)])
        : [],
      partners.length
        ? m.query(`${PARTNER_FIGURES} WHERE pt.id = ANY($1::int[])`, [partners.map((p) => p.id)])
        : [],
    ]);
    const productAfter = new Map(productsAfter.map((p) => [p.id, p]));
    const partnerAfter = new Map(partnersAfter.map((p) => [p.id, p]));
    const stock = products
      .map((before) => ({ before, after: productAfter.get(before.id) }))
      .filter(
        ({ before, after }) =>
          after &&
          (!new Decimal(before.quantity).eq(after.quantity) || !new Decimal(before.value).eq(after.value)),
      )
      .map(({ before, after }) => ({
        product_code: before.code,
        product_model: before.product_model,
        quantity_before: toNumber(before.quantity),
        quantity_after: toNumber(after!.quantity),
        value_before: toNumber(before.value),
        value_after: toNumber(after!.value),
      }))
      .sort((a, b) => a.product_model.localeCompare(b.product_model));
    const balances = partners
      .map((before) => ({ before, after: partnerAfter.get(before.id) }))
      .filter(({ before, after }) => after && !new Decimal(before.balance).eq(after.balance))
      .map(({ before, after }) => ({
        side: before.type === 1 ? ('receivable' as const) : ('payable' as const),
        partner_code: before.code,
        partner_short_name: before.short_name,
        balance_before: toNumber(before.balance),
        balance_after: toNumber(after!.balance),
      }))
      .sort(
        (a, b) => a.side.localeCompare(b.side) || a.partner_short_name.localeCompare(b.partner_short_name),
      );
    return { stock, balances };
  }
}

/**
 * A row checked by the API's own DTO class, with the validation pipe's rules (transform, whitelist, the
 * first failing rule per field) and messages; every failing field is one error of the row.
 */
export async function validated<T extends object>(cls: new () => T, plain: object): Promise<T> {
  const instance = plainToInstance(cls, plain);
  const failures = await validate(instance, {
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
  });
  if (failures.length > 0) {
    throw new RowErrors(
      failures.flatMap((failure) =>
        validationMessages([failure]).map((message) => ({ field: failure.property, message })),
      ),
    );
  }
  return instance;
}

export { httpMessage } from '../../common/http/all-exceptions.filter';
