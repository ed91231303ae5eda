import Decimal from 'decimal.js';
import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newPayment, setOpeningBalance } from './support/ledger-factories';
import { Partner, Product, newInbound, newOutbound, newReturn } from './support/trade-factories';

type Side = 'receivable' | 'payable';

/** A ledger event as the reference sees it: what it adds to (charge) or takes from (credit) the balance. */
interface Item {
  date: string;
  kind: 'charge' | 'credit';
  amount: Decimal;
  /** The opening balance: the oldest charge whatever its date. */
  opening?: boolean;
}

interface History {
  side: Side;
  code: string;
  terms: number | null;
  items: Item[];
}

/**
 * A property of the aging, checked against the real API on random histories: every
 * row adds up exactly to its balance, and equals what a plain replay of oldest-first settlement gives;
 * the totals are the sums of the rows.
 * The replay below is written from the rule alone (docs/ARCHITECTURE.md, "Aging and statements"): the
 * charges — records, negative payments, a positive opening balance (oldest of all) — in date order,
 * the credits — payments, returns, a negative opening balance — spent on them from the oldest; what is
 * left of each charge is due `terms` days after its date and aged from there; a balance of 0 or less
 * is all `current`. Histories come from a seeded generator, so a failure is reproducible.
 */
describe('aging: a property over random histories', () => {
  const HISTORIES = 30;
  let t: TestApp;
  let product: Product;
  const histories: History[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const random = mulberry32(20261124);
    product = await newProduct(t, { code: 'AGP-P', product_model: 'Property Widget' });
    const stockSupplier = await newSupplier(t, { code: 'AGP-STOCK' });
    await newInbound(t, stockSupplier, product, {
      inbound_date: '2023-12-01',
      quantity: 1_000_000,
      unit_price: 1,
    });
    for (let n = 0; n < HISTORIES; n++)
      histories.push(await randomHistory(n % 3 === 2 ? 'payable' : 'receivable', n, random));
  }, 180_000);
  afterAll(() => t.close());

  async function randomHistory(side: Side, n: number, random: () => number): Promise<History> {
    const terms = pick(random, [null, 0, 0, 10, 30, 45]);
    const overrides = { code: `AGP-${n}`, payment_terms_days: terms };
    const partner: Partner =
      side === 'receivable' ? await newCustomer(t, overrides) : await newSupplier(t, overrides);
    const history: History = { side, code: partner.code, terms, items: [] };
    if (random() < 0.5) {
      const amount = money(random, 2000).times(random() < 0.3 ? -1 : 1);
      const date = randomDate(random);
      await setOpeningBalance(t, side, partner, { amount: amount.toFixed(2), date });
      history.items.push({
        date,
        kind: amount.isNegative() ? 'credit' : 'charge',
        amount: amount.abs(),
        opening: true,
      });
    }
    const returnable: { id: unknown; date: string; left: number }[] = [];
    const events = 3 + Math.floor(random() * 10);
    for (let e = 0; e < events; e++) {
      const roll = random();
      const open = returnable.filter((r) => r.left > 0);
      if (roll < 0.15 && open.length > 0) {
        const original = pick(random, open);
        const quantity = 1 + Math.floor(random() * original.left);
        original.left -= quantity;
        const date = laterDate(random, original.date);
        const record = await newReturn(
          t,
          side === 'receivable' ? 'outbound' : 'inbound',
          original.id,
          -quantity,
          date,
        );
        history.items.push({ date, kind: 'credit', amount: new Decimal(String(record.total_price)).abs() });
      } else if (roll < 0.4) {
        const negative = side === 'receivable' && random() < 0.2;
        const amount = money(random, 1500).times(negative ? -1 : 1);
        const date = randomDate(random);
        await newPayment(t, side, partner, { amount: amount.toFixed(2), pay_date: date });
        history.items.push({ date, kind: negative ? 'charge' : 'credit', amount: amount.abs() });
      } else {
        const date = randomDate(random);
        const quantity = 1 + Math.floor(random() * 20);
        const unit_price = money(random, 150).toNumber();
        const record =
          side === 'receivable'
            ? await newOutbound(t, partner, product, { outbound_date: date, quantity, unit_price })
            : await newInbound(t, partner, product, { inbound_date: date, quantity, unit_price });
        returnable.push({ id: record.id, date, left: quantity });
        history.items.push({ date, kind: 'charge', amount: new Decimal(String(record.total_price)) });
      }
    }
    return history;
  }

  const AS_OF = ['2024-01-31', '2024-06-30', '2024-11-15', '2025-03-31', '2025-12-31'];
  const BUCKETS = ['30,60,90', '15,45', '7,30,60,120,180', '365'];

  it.each(AS_OF)(
    'agrees with oldest-first settlement as of %s for every history and set of buckets',
    async (asOf) => {
      let compared = 0;
      for (const buckets of BUCKETS) {
        const edges = buckets.split(',').map(Number);
        for (const side of ['receivable', 'payable'] as const) {
          const res = await t
            .http()
            .get(`/api/${side}/aging`)
            .query({ as_of: asOf, buckets })
            .set(t.as.reader);
          expect(res.status).toBe(200);
          const rows = res.body.data as Record<string, unknown>[];
          for (const row of rows) {
            const sum = (row.amounts as number[]).reduce((a, b) => a.plus(b), new Decimal(0));
            expect(sum.toString()).toBe(new Decimal(row.balance as number).toString());
          }
          // Each total is its bucket's sum over the rows.
          expect((res.body.totals as number[]).map(String)).toEqual(
            edges
              .concat(0, 0)
              .map((_, k) =>
                rows.reduce((sum, row) => sum.plus((row.amounts as number[])[k]), new Decimal(0)).toString(),
              ),
          );
          const codeField = side === 'receivable' ? 'customer_code' : 'supplier_code';
          for (const history of histories.filter((h) => h.side === side)) {
            const expected = replay(history, asOf, edges);
            const row = rows.find((r) => r[codeField] === history.code);
            const actual = row
              ? { balance: String(row.balance), amounts: (row.amounts as number[]).map(String) }
              : undefined;
            expect({ code: history.code, actual }).toEqual({
              code: history.code,
              actual: expected.balance.isZero()
                ? undefined
                : {
                    balance: expected.balance.toString(),
                    amounts: expected.amounts.map((a) => a.toString()),
                  },
            });
            compared++;
          }
        }
      }
      expect(compared).toBe(HISTORIES * BUCKETS.length);
    },
  );
});

/** Oldest-first settlement, replayed item by item. */
function replay(history: History, asOf: string, edges: number[]): { balance: Decimal; amounts: Decimal[] } {
  const items = history.items.filter((item) => item.date <= asOf);
  const charges = items
    .filter((item) => item.kind === 'charge')
    .sort((a, b) => (a.opening ? -1 : b.opening ? 1 : a.date.localeCompare(b.date)));
  let credit = items
    .filter((item) => item.kind === 'credit')
    .reduce((sum, item) => sum.plus(item.amount), new Decimal(0));
  const balance = charges.reduce((sum, item) => sum.plus(item.amount), new Decimal(0)).minus(credit);
  const amounts = Array.from({ length: edges.length + 2 }, () => new Decimal(0));
  if (balance.lte(0)) {
    amounts[0] = balance;
    return { balance, amounts };
  }
  for (const charge of charges) {
    const settled = Decimal.min(credit, charge.amount);
    credit = credit.minus(settled);
    const open = charge.amount.minus(settled);
    if (open.isZero()) continue;
    const overdue = daysFrom(charge.date, asOf) - (history.terms ?? 0);
    const bucket = overdue <= 0 ? 0 : 1 + edges.filter((edge) => overdue > edge).length;
    amounts[bucket] = amounts[bucket].plus(open);
  }
  return { balance, amounts };
}

function daysFrom(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same histories. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** An amount from 0.01 to `max` with 2 decimals. */
function money(random: () => number, max: number): Decimal {
  return new Decimal(1 + Math.floor(random() * max * 100)).dividedBy(100);
}

const FIRST_DAY = Date.parse('2024-01-01');
const DAYS = 547; // through 2025-06-30

function randomDate(random: () => number): string {
  return new Date(FIRST_DAY + Math.floor(random() * DAYS) * 86_400_000).toISOString().slice(0, 10);
}

/** A date on or up to 60 days after `date`. */
function laterDate(random: () => number, date: string): string {
  return new Date(Date.parse(date) + Math.floor(random() * 61) * 86_400_000).toISOString().slice(0, 10);
}
