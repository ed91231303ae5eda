import { PartnerType } from '../../common/side';
import { keysetBatch, Queryable, SqlParams } from '../../common/sql-params';
import { PartnerView } from './dto/partner.dto';

/** The partners module's reads of `partners`: every other module looks partners up through these. */

/** A partner as its view has it, the credit limit as exact text. */
export type PartnerRow = Omit<PartnerView, 'credit_limit' | 'active'> & { credit_limit: string | null };

const PARTNER_SELECT = `
  SELECT id, code, short_name, full_name, type, address, contact_person, contact_phone,
         payment_terms_days, credit_limit::text AS credit_limit
    FROM partners`;

/**
 * The partner with this code (of this type when one is given), or null. `keyShare` holds it until the
 * transaction ends: a concurrent delete or type change of the partner waits for the write.
 */
export async function findPartnerByCode(
  db: Queryable,
  code: string,
  type?: PartnerType,
  { keyShare = false }: { keyShare?: boolean } = {},
): Promise<PartnerRow | null> {
  const p = new SqlParams();
  const where = [`code = ${p.add(code)}`];
  if (type !== undefined) where.push(`type = ${p.add(type)}`);
  const lock = keyShare ? ' FOR KEY SHARE' : '';
  const [row] = await db.query(`${PARTNER_SELECT} WHERE ${where.join(' AND ')}${lock}`, p.values);
  return row ? { ...row, id: Number(row.id) } : null;
}

/** `limit` partners after `after` by type (suppliers first), then short name (unique): a long list's batches. */
export function partnerBatch(
  db: Queryable,
  after: PartnerRow | undefined,
  limit: number,
): Promise<PartnerRow[]> {
  return keysetBatch(db, PARTNER_SELECT, { type: 'type', short_name: 'short_name' }, after, limit);
}

/** A customer a record can name (one with a code): code, full name as `name`, short name. */
export interface CustomerOption {
  code: string;
  name: string;
  short_name: string;
}

/** The customers with a code, by short name. */
export function customerOptions(db: Queryable): Promise<CustomerOption[]> {
  return db.query(
    `SELECT code, full_name AS name, short_name FROM partners
      WHERE type = $1 AND code IS NOT NULL ORDER BY short_name`,
    [PartnerType.Customer],
  );
}

/** The id of the partner of this type with this code and short name, or null. */
export async function partnerIdByNames(
  db: Queryable,
  code: string,
  shortName: string,
  type: PartnerType,
): Promise<number | null> {
  const [id] = await partnerIdsByNames(db, [{ code, shortName }], type);
  return id;
}

/** `partnerIdByNames` of several partners (one query): per pair, the id or null. */
export async function partnerIdsByNames(
  db: Queryable,
  names: { code: string; shortName: string }[],
  type: PartnerType,
): Promise<(number | null)[]> {
  if (names.length === 0) return [];
  const rows: { n: string; id: number }[] = await db.query(
    `SELECT u.n, pa.id FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(code, short_name, n)
       JOIN partners pa ON pa.code = u.code AND pa.short_name = u.short_name AND pa.type = $3`,
    [names.map((name) => name.code), names.map((name) => name.shortName), type],
  );
  const ids = new Map(rows.map((row) => [Number(row.n) - 1, row.id]));
  return names.map((_, i) => ids.get(i) ?? null);
}
