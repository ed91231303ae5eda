import { SIDES } from './balance';
import { field, num, request, segment } from './request';
import type { Side, Statement, StatementAging, StatementLine, StatementPartyInfo } from './types';

type Raw = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

const object = (value: unknown): Raw => (value && typeof value === 'object' ? (value as Raw) : {});

function partyFromApi(raw: Raw, code: string): StatementPartyInfo {
  const terms = raw.payment_terms_days;
  return {
    code: String(raw.code ?? code),
    short_name: String(raw.short_name ?? ''),
    full_name: text(raw.full_name),
    address: text(raw.address),
    contact_person: text(raw.contact_person),
    contact_phone: text(raw.contact_phone),
    payment_terms_days: terms === undefined || terms === null ? null : num(terms),
  };
}

function lineFromApi(raw: Raw): StatementLine {
  return {
    date: String(raw.date ?? ''),
    kind: String(raw.kind ?? ''),
    reference: text(raw.reference),
    description: text(raw.description),
    debit: num(raw.debit),
    credit: num(raw.credit),
    balance: num(raw.balance),
  };
}

function agingFromApi(raw: unknown, endDate: string): StatementAging | null {
  if (!raw || typeof raw !== 'object') return null;
  const aging = raw as Raw;
  const buckets = Array.isArray(aging.buckets) ? aging.buckets.map(String) : [];
  const amounts = Array.isArray(aging.amounts) ? aging.amounts.map(num) : [];
  return { as_of: String(aging.as_of ?? endDate), buckets, balance: num(aging.balance), amounts };
}

export function statementFromApi(answer: unknown, code: string): Statement {
  const endDate = String(field(answer, 'end_date') ?? '');
  const lines = field<unknown[]>(answer, 'lines');
  return {
    partner: partyFromApi(object(field(answer, 'partner')), code),
    start_date: String(field(answer, 'start_date') ?? ''),
    end_date: endDate,
    opening_balance: num(field(answer, 'opening_balance')),
    lines: Array.isArray(lines) ? lines.map((line) => lineFromApi(object(line))) : [],
    closing_balance: num(field(answer, 'closing_balance')),
    aging: agingFromApi(field(answer, 'aging'), endDate),
  };
}

/** GET /receivable|payable/statement/{code}: the partner's statement of account over a period. */
export async function getStatement(
  side: Side,
  code: string,
  range: { start_date: string; end_date: string },
): Promise<Statement> {
  const answer = await request.get(`${SIDES[side].path}/statement/${segment(code)}`, {
    params: range,
    skipErrorHandler: true,
  });
  return statementFromApi(answer, code);
}
