import { Queryable, SqlParams } from '../../common/sql-params';
import { owedSql } from './line-tax';

/**
 * Payments against the documents they settle (payment_allocations), and what is left open of each
 * document. The engine writes the allocations with their payment (`Posting.allocations`); the ledger
 * and the documents read them through the functions below.
 *
 * The rule: a document's owed total (the sum of its lines' owed amounts, `owedSql`: the total without
 * tax, the gross amount with it; none below 0) is settled first
 * by the allocations that name it; whatever a partner paid beyond its allocations, and its returns,
 * settle the oldest open amounts first (the opening balance oldest of all). So the open charges are the
 * newest ones, each less its allocations, whose sum covers the partner's balance.
 */

/** One named document and the amount of the payment that settles it (decimal text). */
export interface AllocationEntry {
  documentId: number;
  amount: string;
}

/** The engine's step: the payment's allocations become exactly `entries`. */
export interface AllocationPosting {
  paymentId: number;
  partnerId: number;
  entries: AllocationEntry[];
}

/** Replaces a payment's allocations (the engine's alone: see PostingEngine). */
export async function replaceAllocations(db: Queryable, posting: AllocationPosting): Promise<void> {
  await db.query('DELETE FROM payment_allocations WHERE payment_id = $1', [posting.paymentId]);
  if (posting.entries.length === 0) return;
  await db.query(
    `INSERT INTO payment_allocations (payment_id, partner_id, document_id, amount)
     SELECT $1, $2, e.document_id, e.amount
       FROM unnest($3::int[], $4::numeric[]) AS e(document_id, amount)`,
    [
      posting.paymentId,
      posting.partnerId,
      posting.entries.map((e) => e.documentId),
      posting.entries.map((e) => e.amount),
    ],
  );
}

/** An allocation as payments answer it: the document's id and number, the amount (exact text). */
export interface AllocationRow {
  document_id: number;
  document_number: string;
  amount: string;
}

/** The allocations of these payments, by payment id, each list in document id order. */
export async function allocationsOfPayments(
  db: Queryable,
  paymentIds: number[],
): Promise<Map<number, AllocationRow[]>> {
  const found = new Map<number, AllocationRow[]>();
  if (paymentIds.length === 0) return found;
  const rows: (AllocationRow & { payment_id: number })[] = await db.query(
    `SELECT a.payment_id, a.document_id, d.document_number, a.amount::text AS amount
       FROM payment_allocations a JOIN trade_documents d ON d.id = a.document_id
      WHERE a.payment_id = ANY($1::int[])
      ORDER BY a.payment_id, a.document_id`,
    [paymentIds],
  );
  for (const row of rows) {
    const list = found.get(Number(row.payment_id)) ?? [];
    list.push({
      document_id: Number(row.document_id),
      document_number: row.document_number,
      amount: row.amount,
    });
    found.set(Number(row.payment_id), list);
  }
  return found;
}

/** How many allocations name the document (a reason it cannot be deleted). */
export async function documentAllocationCount(db: Queryable, documentId: number): Promise<number> {
  const [row] = await db.query(
    'SELECT count(*)::int AS count FROM payment_allocations WHERE document_id = $1',
    [documentId],
  );
  return row.count;
}

/** A document a payment names, locked for the check of its open amount (null partner: not found). */
export interface AllocatedDocument {
  id: number;
  document_number: string;
  partner_id: number;
  direction: number;
}

/**
 * The documents with these ids (any direction), locked FOR UPDATE in id order: two payments that
 * name one document take turns, so the second sees what the first took.
 */
export async function lockDocuments(db: Queryable, ids: number[]): Promise<Map<number, AllocatedDocument>> {
  if (ids.length === 0) return new Map();
  const rows: AllocatedDocument[] = await db.query(
    `SELECT id, document_number, partner_id, direction FROM trade_documents
      WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

/**
 * What is open of each document of these partners (of `direction`), exact decimal texts by document
 * id; a document that owes nothing (a return) is open 0. `withoutPayment`: as if that payment (its
 * amount and its allocations) did not exist, the figure a payment's edit is checked against.
 */
export async function documentOpenAmounts(
  db: Queryable,
  direction: number,
  partnerIds: number[],
  withoutPayment: number | null = null,
): Promise<Map<number, string>> {
  if (partnerIds.length === 0) return new Map();
  const p = new SqlParams();
  const dir = p.add(direction);
  const partners = `${p.add(partnerIds)}::int[]`;
  const skip = `${p.add(withoutPayment ?? 0)}::int`;
  const rows: { id: number; open: string }[] = await db.query(
    `WITH docs AS (
       SELECT d.id, d.partner_id, d.document_date,
              GREATEST(COALESCE(o.owed, 0), 0) AS owed, COALESCE(al.allocated, 0) AS allocated
         FROM trade_documents d
         LEFT JOIN LATERAL (SELECT sum(${owedSql('r')}) AS owed FROM trade_records r
                             WHERE r.document_id = d.id) o ON true
         LEFT JOIN LATERAL (SELECT sum(a.amount) AS allocated FROM payment_allocations a
                             WHERE a.document_id = d.id AND a.payment_id <> ${skip}) al ON true
        WHERE d.direction = ${dir} AND d.partner_id = ANY(${partners})
     ), charges AS (
       -- Newest first; the opening balance is the oldest of all.
       SELECT partner_id, id AS document_id, 1 AS rank, document_date AS day, id AS seq,
              GREATEST(owed - allocated, 0) AS amount
         FROM docs
       UNION ALL
       SELECT y.partner_id, NULL, 1, y.pay_date, y.id, -y.amount
         FROM payments y
        WHERE y.direction = ${dir} AND y.partner_id = ANY(${partners}) AND y.amount < 0 AND y.id <> ${skip}
       UNION ALL
       SELECT ob.partner_id, NULL, 0, ob.balance_date, 0, ob.amount
         FROM opening_balances ob WHERE ob.partner_id = ANY(${partners}) AND ob.amount > 0
     ), balances AS (
       SELECT pt.id AS partner_id,
              COALESCE((SELECT sum(${owedSql('r')}) FROM trade_records r
                         WHERE r.direction = ${dir} AND r.partner_id = pt.id), 0)
              + COALESCE((SELECT ob.amount FROM opening_balances ob WHERE ob.partner_id = pt.id), 0)
              - COALESCE((SELECT sum(y.amount) FROM payments y
                           WHERE y.direction = ${dir} AND y.partner_id = pt.id AND y.id <> ${skip}), 0)
                AS balance
         FROM partners pt WHERE pt.id = ANY(${partners})
     ), ranked AS (
       SELECT c.document_id, c.amount, b.balance,
              COALESCE(sum(c.amount) OVER (PARTITION BY c.partner_id ORDER BY c.rank DESC, c.day DESC, c.seq DESC
                         ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS newer
         FROM charges c JOIN balances b ON b.partner_id = c.partner_id
     )
     SELECT document_id AS id, LEAST(amount, GREATEST(balance - newer, 0))::text AS open
       FROM ranked WHERE document_id IS NOT NULL`,
    p.values,
  );
  return new Map(rows.map((row) => [Number(row.id), row.open]));
}
