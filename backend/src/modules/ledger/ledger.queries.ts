import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { toNumber } from '../../common/numeric';
import { SortOrder } from '../../common/pagination/sort';
import { Queryable, SqlParams, containsPattern } from '../../common/sql-params';
import { ReferenceCount } from '../../common/references';
import { findPartnerByCode } from '../partners/partners.queries';
import { partnerRecordCountById } from '../books/partner-balances';
import { countRecords, listRecords, RecordLine } from '../trade/trade-records.queries';
import { Side } from '../../common/side';
import { owedSql } from '../books/line-tax';

/** An inclusive YYYY-MM-DD range; a missing end is open. */
export interface DateRange {
  from?: string | null;
  to?: string | null;
}

/** A slice of an ordered list. */
export interface RowWindow {
  offset: number;
  limit: number;
}

export interface LedgerPartner {
  id: number;
  code: string;
  short_name: string;
  full_name: string;
}

/** A partner's records without an invoice number: how many, and Σ what is owed for them (returns included). */
export interface UninvoicedFigures {
  count: number;
  total: number;
}

/** One partner's balance, side-neutral (the API names come from `mapBalanceRow`). */
export interface BalanceRow {
  partner_id: number;
  code: string | null;
  short_name: string;
  full_name: string;
  /** Σ what is owed for the partner's records of this side (owedSql: gross, exact total without tax). */
  total: number;
  /** Σ amount of the partner's payments of this side. */
  paid: number;
  /** total − paid, computed in SQL. */
  balance: number;
  last_payment_date: string | null;
  last_payment_method: string | null;
}

export interface BalanceFilter {
  /** Case-insensitive substring of the short name. */
  shortName?: string | null;
  partnerId?: number;
  /** Only records dated in this range count in `total`. */
  records?: DateRange;
  /** Only payments dated in this range count in `paid` and the last payment. */
  payments?: DateRange;
}

export type BalanceSortKey =
  | 'code'
  | 'short_name'
  | 'full_name'
  | 'total'
  | 'paid'
  | 'balance'
  | 'last_payment_date'
  | 'last_payment_method';

/** Side-neutral sort keys → columns of the balance subquery `b`. */
const BALANCE_SORT: Record<BalanceSortKey, string> = {
  code: 'b.code',
  short_name: 'b.short_name',
  full_name: 'b.full_name',
  total: 'b.total',
  paid: 'b.paid',
  balance: 'b.balance',
  last_payment_date: 'b.last_payment_date',
  last_payment_method: 'b.last_payment_method',
};

/** A partner's opening balance: amount as exact text, date YYYY-MM-DD. */
export interface OpeningBalanceLine {
  amount: string;
  date: string;
}

export interface BalanceSummary {
  total: number;
  paid: number;
  balance: number;
}

export interface PaymentRow {
  id: number;
  partner_id: number;
  partner_code: string | null;
  partner_short_name: string;
  partner_full_name: string;
  amount: number;
  pay_date: string;
  pay_method: string;
  remark: string | null;
  account_id: number;
  account_name: string;
  version: number;
}

export interface PaymentFilter {
  partnerId?: number;
  range?: DateRange;
}

/** A record as the ledger shows it, money as numbers. */
export type LedgerRecordRow = Omit<
  RecordLine,
  'product_id' | 'unit_price' | 'total_price' | 'invoice_image_url' | 'return_of'
> & { unit_price: number; total_price: number };

export interface RecordFilter {
  partnerId?: number;
  productId?: number;
  range?: DateRange;
}

/** Newest first (the screens) or oldest first (statements). */
export type ListOrder = 'newest' | 'oldest';

/**
 * The ledger's read queries: balances, payments and records of one side, each query with one purpose.
 * Every figure is summed in SQL from `trade_records` and `payments` at read time, so a write is visible
 * in the next read. Used by the receivable/payable screens and by the exports.
 */
@Injectable()
export class LedgerQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The partner of this side with this code (right type), or null. */
  async findPartner(
    side: Side,
    code: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LedgerPartner | null> {
    const row = await findPartnerByCode(manager, code, side.partnerType);
    return row ? { id: row.id, code, short_name: row.short_name, full_name: row.full_name } : null;
  }

  /** The partner's records of this side that have no invoice number (IDX_trade_records_uninvoiced). */
  async uninvoiced(side: Side, partnerId: number): Promise<UninvoicedFigures> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS count, COALESCE(sum(${owedSql('r')}), 0) AS total FROM trade_records r
        WHERE direction = $1 AND partner_id = $2 AND invoice_number IS NULL`,
      [side.direction, partnerId],
    );
    return { count: row.count, total: toNumber(row.total) };
  }

  /**
   * One row per partner of the side (also partners without records or payments), sorted (ties by short
   * name, then id) and optionally sliced. All-time totals come from partner_balances (kept by the
   * writes); totals over a date range are summed in grouped subqueries joined to partners, so no join
   * multiplies rows. The last payment is one index lookup per partner (IDX_payments_partner), for the
   * page's partners only unless the sort needs it for all.
   */
  async balanceRows(
    side: Side,
    filter: BalanceFilter = {},
    options: { sort?: { key: BalanceSortKey; order: SortOrder }; window?: RowWindow } = {},
  ): Promise<BalanceRow[]> {
    const p = new SqlParams();
    const direction = p.add(side.direction);
    const paymentWhere = [`y.direction = ${direction}`, ...rangeConditions(p, 'y.pay_date', filter.payments)];
    const partnerWhere = this.partnerConditions(p, side, filter);
    const totals = partnerTotalsSql(p, direction, paymentWhere, filter);
    const sort = options.sort ?? { key: 'balance', order: 'DESC' };
    const order = sort.order === 'ASC' ? 'ASC' : 'DESC';
    const slice = options.window
      ? `LIMIT ${p.add(options.window.limit)} OFFSET ${p.add(options.window.offset)}`
      : '';
    const balances = `
      SELECT pt.id AS partner_id, pt.code, pt.short_name, pt.full_name,
             ${totals.total} AS total, ${totals.paid} AS paid, ${totals.total} - ${totals.paid} AS balance
        FROM partners pt
        ${totals.joins}
       WHERE ${partnerWhere.join(' AND ')}`;
    const withLastPayment = (from: string) => `
      SELECT b.*, to_char(lp.pay_date, 'YYYY-MM-DD') AS last_payment_date, lp.pay_method AS last_payment_method
        FROM (${from}) b
        LEFT JOIN LATERAL (SELECT y.pay_date, y.pay_method
                             FROM payments y WHERE ${paymentWhere.join(' AND ')} AND y.partner_id = b.partner_id
                            ORDER BY y.pay_date DESC, y.id DESC LIMIT 1) lp ON true`;
    const orderBy = `ORDER BY ${BALANCE_SORT[sort.key]} ${order} NULLS LAST, b.short_name ASC, b.partner_id ASC`;
    // Sorted by the last payment, every partner needs it; in any other order only the page's rows do.
    const sortsByLastPayment = sort.key === 'last_payment_date' || sort.key === 'last_payment_method';
    const sql = sortsByLastPayment
      ? `SELECT * FROM (${withLastPayment(balances)}) b ${orderBy} ${slice}`
      : `SELECT * FROM (${withLastPayment(`SELECT * FROM (${balances}) b ${orderBy} ${slice}`)}) b ${orderBy}`;
    const rows: Record<string, unknown>[] = await this.dataSource.query(sql, p.values);
    return rows.map((row): BalanceRow => ({
      partner_id: Number(row.partner_id),
      code: row.code as string | null,
      short_name: row.short_name as string,
      full_name: row.full_name as string,
      total: toNumber(row.total as string),
      paid: toNumber(row.paid as string),
      balance: toNumber(row.balance as string),
      last_payment_date: row.last_payment_date as string | null,
      last_payment_method: row.last_payment_method as string | null,
    }));
  }

  /** How many partners `balanceRows` lists for this filter (before slicing). */
  async countBalanceRows(side: Side, filter: BalanceFilter = {}): Promise<number> {
    const p = new SqlParams();
    const where = this.partnerConditions(p, side, filter);
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM partners pt WHERE ${where.join(' AND ')}`,
      p.values,
    );
    return row.total;
  }

  /** One partner's total, paid and balance (ranges as in `BalanceFilter`). */
  async balanceSummary(
    side: Side,
    partnerId: number,
    ranges: Pick<BalanceFilter, 'records' | 'payments'> = {},
  ): Promise<BalanceSummary> {
    const p = new SqlParams();
    const partner = p.add(partnerId);
    const ofPartner = () => `direction = ${p.add(side.direction)} AND partner_id = ${partner}`;
    const records = hasRange(ranges.records)
      ? `(SELECT COALESCE(SUM(${owedSql('trade_records')}), 0) FROM trade_records
           WHERE ${[ofPartner(), ...rangeConditions(p, 'record_date', ranges.records)].join(' AND ')})`
      : `COALESCE((SELECT total FROM partner_balances WHERE partner_id = ${partner}), 0)`;
    const opening = `COALESCE((SELECT ${openingInRange(p, 'ob', ranges.records)}
                                FROM opening_balances ob WHERE ob.partner_id = ${partner}), 0)`;
    const total = `${records} + ${opening}`;
    const paid = hasRange(ranges.payments)
      ? `(SELECT COALESCE(SUM(amount), 0) FROM payments
           WHERE ${[ofPartner(), ...rangeConditions(p, 'pay_date', ranges.payments)].join(' AND ')})`
      : `COALESCE((SELECT paid FROM partner_balances WHERE partner_id = ${partner}), 0)`;
    const [row] = await this.dataSource.query(
      `SELECT total, paid, total - paid AS balance FROM (SELECT ${total} AS total, ${paid} AS paid) s`,
      p.values,
    );
    return { total: toNumber(row.total), paid: toNumber(row.paid), balance: toNumber(row.balance) };
  }

  /** A partner's opening balance (amount as exact text), or null. */
  async openingBalance(partnerId: number): Promise<OpeningBalanceLine | null> {
    const [row] = await this.dataSource.query(
      `SELECT amount::text AS amount, to_char(balance_date, 'YYYY-MM-DD') AS date
         FROM opening_balances WHERE partner_id = $1`,
      [partnerId],
    );
    return row ?? null;
  }

  /**
   * The opening balances of the side's partners dated in the range (every one without a range), by
   * partner id: the lines behind the part of `total` that `balanceRows` adds for them.
   */
  async openingBalancesIn(side: Side, range?: DateRange): Promise<Map<number, OpeningBalanceLine>> {
    const p = new SqlParams();
    const where = [`pt.type = ${p.add(side.partnerType)}`, ...rangeConditions(p, 'ob.balance_date', range)];
    const rows: (OpeningBalanceLine & { partner_id: number })[] = await this.dataSource.query(
      `SELECT ob.partner_id, ob.amount::text AS amount, to_char(ob.balance_date, 'YYYY-MM-DD') AS date
         FROM opening_balances ob JOIN partners pt ON pt.id = ob.partner_id
        WHERE ${where.join(' AND ')}`,
      p.values,
    );
    return new Map(rows.map((row) => [Number(row.partner_id), { amount: row.amount, date: row.date }]));
  }

  /** Payments of the side, newest first by default (pay date, then id). */
  async paymentRows(
    side: Side,
    filter: PaymentFilter = {},
    options: { window?: RowWindow; order?: ListOrder } = {},
  ): Promise<PaymentRow[]> {
    const p = new SqlParams();
    const where = this.paymentConditions(p, side, filter);
    const order = options.order === 'oldest' ? 'ASC' : 'DESC';
    const slice = options.window
      ? `LIMIT ${p.add(options.window.limit)} OFFSET ${p.add(options.window.offset)}`
      : '';
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `${PAYMENT_SELECT} WHERE ${where.join(' AND ')} ORDER BY y.pay_date ${order}, y.id ${order} ${slice}`,
      p.values,
    );
    return rows.map(toPaymentRow);
  }

  async countPayments(side: Side, filter: PaymentFilter = {}): Promise<number> {
    const p = new SqlParams();
    const where = this.paymentConditions(p, side, filter);
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM payments y WHERE ${where.join(' AND ')}`,
      p.values,
    );
    return row.total;
  }

  /** One payment of this side by id, or null (a payment of the other side is not found). */
  async findPayment(
    side: Side,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PaymentRow | null> {
    const [row] = await manager.query(`${PAYMENT_SELECT} WHERE y.id = $1 AND y.direction = $2`, [
      id,
      side.direction,
    ]);
    return row ? toPaymentRow(row) : null;
  }

  /** Trade records of the side (outbound for receivables, inbound for payables), newest first by default. */
  async recordRows(
    side: Side,
    filter: RecordFilter = {},
    options: { window?: RowWindow; order?: ListOrder } = {},
  ): Promise<LedgerRecordRow[]> {
    const rows = await listRecords(this.dataSource, { direction: side.direction, ...filter }, options);
    return rows.map(
      ({
        product_id: _product,
        invoice_image_url: _image,
        return_of: _returnOf,
        ...row
      }): LedgerRecordRow => ({
        ...row,
        unit_price: toNumber(row.unit_price),
        total_price: toNumber(row.total_price),
      }),
    );
  }

  countRecords(side: Side, filter: RecordFilter = {}): Promise<number> {
    // A partner's records, all of them: the count its balance row keeps (a partner's records are all
    // of its side), as the record list counts them.
    if (filter.partnerId !== undefined && filter.productId === undefined && !hasRange(filter.range)) {
      return partnerRecordCountById(this.dataSource, filter.partnerId);
    }
    return countRecords(this.dataSource, { direction: side.direction, ...filter });
  }

  private partnerConditions(p: SqlParams, side: Side, filter: BalanceFilter): string[] {
    const where = [`pt.type = ${p.add(side.partnerType)}`];
    if (filter.shortName)
      where.push(`pt.short_name ILIKE ${p.add(containsPattern(filter.shortName))} ESCAPE '\\'`);
    if (filter.partnerId !== undefined) where.push(`pt.id = ${p.add(filter.partnerId)}`);
    return where;
  }

  private paymentConditions(p: SqlParams, side: Side, filter: PaymentFilter): string[] {
    const where = [`y.direction = ${p.add(side.direction)}`];
    if (filter.partnerId !== undefined) where.push(`y.partner_id = ${p.add(filter.partnerId)}`);
    return [...where, ...rangeConditions(p, 'y.pay_date', filter.range)];
  }
}

/** A partner's payments and opening balance, as reasons it cannot be deleted. */
export async function ledgerReferences(db: Queryable, partnerId: number): Promise<ReferenceCount[]> {
  const [row] = await db.query(
    `SELECT (SELECT count(*) FROM payments WHERE partner_id = $1)::int AS payments,
            (SELECT count(*) FROM opening_balances WHERE partner_id = $1)::int AS openings`,
    [partnerId],
  );
  return [
    { count: row.payments, one: 'count.payment', many: 'count.payments' },
    { count: row.openings, one: 'count.openingBalance', many: 'count.openingBalances' },
  ];
}

/** How many payments went into or out of the account (a reason it cannot be deleted). */
export async function accountPaymentCount(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query('SELECT count(*)::int AS payments FROM payments WHERE account_id = $1', [
    accountId,
  ]);
  return row.payments;
}

/** What a payment's change takes back: its partner, account, amount (exact text) and date. */
export interface PaymentPosting {
  partner_id: number;
  account_id: number;
  amount: string;
  pay_date: string;
  version: number;
}

/** Locks the side's payment `id` for a change (FOR UPDATE) and reads what it posted; null when not found. */
export async function lockPayment(db: Queryable, side: Side, id: number): Promise<PaymentPosting | null> {
  const [row] = await db.query(
    `SELECT partner_id, account_id, amount, to_char(pay_date, 'YYYY-MM-DD') AS pay_date, version
       FROM payments WHERE id = $1 AND direction = $2 FOR UPDATE`,
    [id, side.direction],
  );
  return row ?? null;
}

/** Deletes the side's payment `id`; what it posted, or null when there was none. */
export async function deletePaymentRow(
  db: Queryable,
  side: Side,
  id: number,
): Promise<Omit<PaymentPosting, 'pay_date'> | null> {
  const [[row]]: [Omit<PaymentPosting, 'pay_date'>[], number] = await db.query(
    'DELETE FROM payments WHERE id = $1 AND direction = $2 RETURNING partner_id, account_id, amount',
    [id, side.direction],
  );
  return row ?? null;
}

const PAYMENT_SELECT = `
  SELECT y.id, y.partner_id, pt.code AS partner_code, pt.short_name AS partner_short_name,
         pt.full_name AS partner_full_name, y.amount, to_char(y.pay_date, 'YYYY-MM-DD') AS pay_date,
         y.pay_method, y.remark, y.account_id, a.name AS account_name, y.version
    FROM payments y
    JOIN partners pt ON pt.id = y.partner_id
    JOIN accounts a ON a.id = y.account_id`;

function toPaymentRow(row: Record<string, unknown>): PaymentRow {
  return {
    id: Number(row.id),
    partner_id: Number(row.partner_id),
    partner_code: row.partner_code as string | null,
    partner_short_name: row.partner_short_name as string,
    partner_full_name: row.partner_full_name as string,
    amount: toNumber(row.amount as string),
    pay_date: row.pay_date as string,
    pay_method: row.pay_method as string,
    remark: row.remark as string | null,
    account_id: Number(row.account_id),
    account_name: row.account_name as string,
    version: Number(row.version),
  };
}

function hasRange(range: DateRange | undefined): boolean {
  return Boolean(range?.from || range?.to);
}

/**
 * The total and paid columns of `balanceRows` and the joins they need: all-time figures from
 * partner_balances (kept by the writes), figures over a date range summed from the records or payments
 * of the partners listed (`pt`).
 */
function partnerTotalsSql(
  p: SqlParams,
  direction: string,
  paymentWhere: string[],
  filter: BalanceFilter,
): { total: string; paid: string; joins: string } {
  const joins: string[] = ['LEFT JOIN opening_balances ob ON ob.partner_id = pt.id'];
  if (!hasRange(filter.records) || !hasRange(filter.payments)) {
    joins.push('LEFT JOIN partner_balances pb ON pb.partner_id = pt.id');
  }
  if (hasRange(filter.records)) {
    const recordWhere = [
      `r.direction = ${direction}`,
      ...rangeConditions(p, 'r.record_date', filter.records),
    ];
    if (filter.partnerId !== undefined) recordWhere.push(`r.partner_id = ${p.add(filter.partnerId)}`);
    joins.push(`LEFT JOIN (SELECT r.partner_id, SUM(${owedSql('r')}) AS total
                             FROM trade_records r WHERE ${recordWhere.join(' AND ')}
                            GROUP BY r.partner_id) t ON t.partner_id = pt.id`);
  }
  if (hasRange(filter.payments)) {
    joins.push(`LEFT JOIN (SELECT y.partner_id, SUM(y.amount) AS paid
                             FROM payments y WHERE ${paymentWhere.join(' AND ')}
                            GROUP BY y.partner_id) pay ON pay.partner_id = pt.id`);
  }
  const opening = openingInRange(p, 'ob', filter.records);
  return {
    total: `(${hasRange(filter.records) ? 'COALESCE(t.total, 0)' : 'COALESCE(pb.total, 0)'} + ${opening})`,
    paid: hasRange(filter.payments) ? 'COALESCE(pay.paid, 0)' : 'COALESCE(pb.paid, 0)',
    joins: joins.join('\n'),
  };
}

/**
 * A partner's opening balance (`alias` joined from opening_balances) as an amount owed since its date:
 * counted in every total whose range includes that date (all-time totals always).
 */
function openingInRange(p: SqlParams, alias: string, range: DateRange | undefined): string {
  const conditions = rangeConditions(p, `${alias}.balance_date`, range);
  const when = conditions.length ? conditions.join(' AND ') : 'TRUE';
  return `COALESCE(CASE WHEN ${when} THEN ${alias}.amount END, 0)`;
}

function rangeConditions(p: SqlParams, column: string, range: DateRange | undefined): string[] {
  const where: string[] = [];
  if (range?.from) where.push(`${column} >= ${p.add(range.from)}`);
  if (range?.to) where.push(`${column} <= ${p.add(range.to)}`);
  return where;
}
