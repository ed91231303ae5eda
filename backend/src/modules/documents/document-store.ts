import { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { Side } from '../../common/side';
import { AuditChange } from '../books/posting';
import { prepared } from '../../database/preparing-client';

/** What a document holds besides its lines; `document_number` null: generate one. */
export interface DocumentHeader {
  partnerId: number;
  date: string;
  document_number: string | null;
  order_number: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  invoice_image_url: string | null;
  remark: string | null;
}

/** A document as its lines name it. */
export interface DocumentRef {
  id: number;
  document_number: string;
}

/** The audit trail's entity of a direction's documents: inbound_document, outbound_document. */
export const documentEntity = (dir: Side) => `${dir.route}_document`;

/** IN- for inbound, OUT- for outbound: the generated numbers' prefix. */
const prefixOf = (dir: Side) => (dir.route === 'inbound' ? 'IN' : 'OUT');

/** IN-20250131-007 → its day and sequence, when it has the generated form for `dir`; else null. */
export function generatedForm(dir: Side, number: string): { day: string; n: number } | null {
  const match = /^([A-Z]+)-(\d{4})(\d{2})(\d{2})-(\d{3,9})$/.exec(number);
  if (!match || match[1] !== prefixOf(dir)) return null;
  const day = `${match[2]}-${match[3]}-${match[4]}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return null;
  return { day, n: Number(match[5]) };
}

/**
 * Creates documents, their numbers generated where none is given, in the order of `headers`; their
 * refs, in the same order. A number given that a document of the direction already has (or that two
 * headers share) is refused: 409 DUPLICATE. Numbers are generated per direction and day by
 * `take_document_numbers` (migration DocumentSpareNumbers) in the statement that inserts the documents:
 * the day's lowest spare numbers that no concurrent create holds, else numbers from the day's counter
 * in trade_document_counters, raised past them and a block of spares (only this refill waits for and
 * holds the counter's row lock), so concurrent creates on one day neither wait for each other nor take
 * the same number. Each day's numbers go to its headers ascending, in the order of `headers`. A given
 * number of the generated form moves its day's counter past it, so a later generated number never
 * collides with it.
 */
export async function createDocuments(
  m: EntityManager,
  dir: Side,
  headers: DocumentHeader[],
): Promise<DocumentRef[]> {
  const given = headers.flatMap((h) => (h.document_number === null ? [] : [h.document_number]));
  await claimNumbers(m, dir, given);
  const column = <T>(value: (h: DocumentHeader) => T) => headers.map(value);
  // The k-th header of a day without a number gets the day's k-th number taken; the days' counts are
  // taken in day order, so concurrent refills lock counter rows in one order.
  const inserted: (DocumentRef & { position: number })[] = await m.query(
    prepared(`WITH header AS (
       SELECT u.*, CASE WHEN u.document_number IS NULL
                        THEN row_number() OVER (PARTITION BY u.document_date, u.document_number IS NULL
                                                ORDER BY u.position) END AS k
         FROM unnest($2::text[], $3::int[], $4::date[], $5::text[], $6::text[], $7::date[], $8::text[], $9::text[])
              WITH ORDINALITY
           AS u(document_number, partner_id, document_date, order_number, invoice_number, invoice_date,
                invoice_image_url, remark, position)
     ), wanted AS (
       SELECT document_date AS day, count(*)::int AS n FROM header WHERE k IS NOT NULL
        GROUP BY document_date ORDER BY document_date
     ), taken AS (
       SELECT t.taken_day, t.taken_n, row_number() OVER (PARTITION BY t.taken_day ORDER BY t.taken_n) AS k
         FROM take_document_numbers($1::smallint, ARRAY(SELECT day FROM wanted), ARRAY(SELECT n FROM wanted)) t
     ), numbered AS (
       SELECT h.*, COALESCE(h.document_number,
                            $10 || '-' || to_char(t.taken_day, 'YYYYMMDD') || '-' ||
                            lpad(t.taken_n::text, greatest(3, length(t.taken_n::text)), '0')) AS number
         FROM header h LEFT JOIN taken t ON t.taken_day = h.document_date AND t.k = h.k
     ), created AS (
       INSERT INTO trade_documents (direction, document_number, partner_id, document_date, order_number,
                                    invoice_number, invoice_date, invoice_image_url, remark)
       SELECT $1, number, partner_id, document_date, order_number, invoice_number, invoice_date,
              invoice_image_url, remark
         FROM numbered ORDER BY position
       RETURNING id, document_number
     )
     SELECT c.id, c.document_number, n.position::int AS position
       FROM created c JOIN numbered n ON n.number = c.document_number
      ORDER BY n.position`),
    [
      dir.direction,
      column((h) => h.document_number),
      column((h) => h.partnerId),
      column((h) => h.date),
      column((h) => h.order_number),
      column((h) => h.invoice_number),
      column((h) => h.invoice_date),
      column((h) => h.invoice_image_url),
      column((h) => h.remark),
      prefixOf(dir),
    ],
  );
  return inserted.map(({ id, document_number }) => ({ id, document_number }));
}

/**
 * Checks that numbers given by the user are free (409 DUPLICATE otherwise; the unique index stands
 * behind the check when two transactions race) and moves the counters past those of the generated
 * form. `except`: the document keeping its own number.
 */
export async function claimNumbers(
  m: EntityManager,
  dir: Side,
  numbers: string[],
  except: number | null = null,
): Promise<void> {
  if (numbers.length === 0) return;
  const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
  const [taken]: { document_number: string }[] = await m.query(
    `SELECT document_number FROM trade_documents
      WHERE direction = $1 AND document_number = ANY($2::text[]) AND id IS DISTINCT FROM $3 LIMIT 1`,
    [dir.direction, numbers, except],
  );
  const duplicate = twice ?? taken?.document_number;
  if (duplicate !== undefined) throw new DomainError('DUPLICATE.documentNumber', { number: duplicate });
  const forms = numbers.flatMap((n) => generatedForm(dir, n) ?? []).sort((a, b) => (a.day < b.day ? -1 : 1));
  if (forms.length === 0) return;
  // The counter past the number, and the day's spare numbers up to it gone (those another create holds
  // are left to it), so the next generated number follows the given one.
  await m.query(
    `WITH given AS (
       SELECT u.day, max(u.n) AS n FROM unnest($2::date[], $3::int[]) AS u(day, n) GROUP BY u.day
     ), spent AS (
       DELETE FROM trade_document_spare_numbers s
        WHERE (s.direction, s.day, s.n) IN (
                SELECT x.direction, x.day, x.n FROM trade_document_spare_numbers x JOIN given g ON g.day = x.day
                 WHERE x.direction = $1 AND x.n <= g.n FOR UPDATE OF x SKIP LOCKED)
     )
     INSERT INTO trade_document_counters (direction, day, last)
     SELECT $1, g.day, g.n FROM given g ORDER BY g.day
     ON CONFLICT (direction, day) DO UPDATE SET last = GREATEST(trade_document_counters.last, EXCLUDED.last)`,
    [dir.direction, forms.map((f) => f.day), forms.map((f) => f.n)],
  );
}

/**
 * After records were changed one by one (a record's edit, a batch): their documents' headers follow
 * them. A line's partner and date are its document's: changing them on one line of a document with
 * several is refused (409: change them on the document). Order number, invoice fields and remark may
 * differ between lines (a batch changes only the records it lists); the header takes a field's value
 * when every line of the document has it, and keeps its own otherwise. The audit entries of the headers
 * that changed, for the write's posting.
 */
export async function followLines(m: EntityManager, dir: Side, recordIds: number[]): Promise<AuditChange[]> {
  const [split]: { id: number; document_number: string; record_id: number }[] = await m.query(
    `SELECT d.id, d.document_number, r.id AS record_id
       FROM trade_records r JOIN trade_documents d ON d.id = r.document_id
      WHERE r.id = ANY($1::int[]) AND (r.partner_id <> d.partner_id OR r.record_date <> d.document_date)
        AND EXISTS (SELECT 1 FROM trade_records o WHERE o.document_id = d.id AND o.id <> r.id)
      LIMIT 1`,
    [recordIds],
  );
  if (split) {
    throw new DomainError('CONFLICT.documentLine', { id: split.record_id, number: split.document_number });
  }
  // A field's value shared by every line (all null included), else the header's own.
  const agreed = (column: string, header: string) =>
    `CASE WHEN count(DISTINCT COALESCE(l.${column}::text, E'\\x1F')) = 1 THEN min(l.${column}::text) ELSE min(x.${header}::text) END`;
  const fields: [string, string][] = [
    ['partner_id', 'partner_id'],
    ['record_date', 'document_date'],
    ['order_number', 'order_number'],
    ['invoice_number', 'invoice_number'],
    ['invoice_date', 'invoice_date'],
    ['invoice_image_url', 'invoice_image_url'],
    ['remark', 'remark'],
  ];
  const header = `x.partner_id, to_char(x.document_date, 'YYYY-MM-DD') AS date, x.order_number, x.invoice_number,
                  to_char(x.invoice_date, 'YYYY-MM-DD') AS invoice_date, x.invoice_image_url, x.remark`;
  // An UPDATE … RETURNING answers [rows, count] through TypeORM.
  const [changed]: [
    { id: number; before: Record<string, unknown>; after: Record<string, unknown> }[],
    number,
  ] = await m.query(
    `WITH old AS (
         SELECT x.id, row_to_json(h) AS before
           FROM trade_documents x, LATERAL (SELECT ${header}) h
          WHERE x.id IN (SELECT document_id FROM trade_records WHERE id = ANY($1::int[]))
          FOR UPDATE OF x
       ), agreed AS (
         SELECT x.id, ${fields.map(([c, h]) => `${agreed(c, h)} AS ${h}`).join(', ')}
           FROM trade_documents x JOIN old ON old.id = x.id JOIN trade_records l ON l.document_id = x.id
          GROUP BY x.id
       )
       UPDATE trade_documents x
          SET partner_id = a.partner_id::int, document_date = a.document_date::date,
              order_number = a.order_number, invoice_number = a.invoice_number,
              invoice_date = a.invoice_date::date, invoice_image_url = a.invoice_image_url, remark = a.remark,
              updated_at = now()
         FROM agreed a, old
        WHERE x.id = a.id AND old.id = x.id
       RETURNING x.id, old.before, (SELECT row_to_json(h) FROM (SELECT ${header}) h) AS after`,
    [recordIds],
  );
  return changed
    .filter((doc) => JSON.stringify(doc.before) !== JSON.stringify(doc.after))
    .map((doc) => ({
      action: 'update',
      entity: documentEntity(dir),
      id: doc.id,
      before: doc.before,
      after: doc.after,
    }));
}

/**
 * Deletes those of `documentIds` that have no line left (their last record was deleted); the audit
 * entries of the deletions, for the write's posting.
 */
export async function dropEmptyDocuments(
  m: EntityManager,
  dir: Side,
  documentIds: number[],
): Promise<AuditChange[]> {
  if (documentIds.length === 0) return [];
  const [dropped]: [{ id: number; document_number: string; partner_id: number; date: string }[], number] =
    await m.query(
      `DELETE FROM trade_documents d
        WHERE d.id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM trade_records r WHERE r.document_id = d.id)
       RETURNING d.id, d.document_number, d.partner_id, to_char(d.document_date, 'YYYY-MM-DD') AS date,
                 d.order_number, d.invoice_number, to_char(d.invoice_date, 'YYYY-MM-DD') AS invoice_date,
                 d.invoice_image_url, d.remark`,
      [documentIds],
    );
  return dropped.map((doc) => ({ action: 'delete', entity: documentEntity(dir), id: doc.id, before: doc }));
}
