import { Client } from 'pg';
import { LoadRequest, rotation } from './load';
import { Scenario, Workload } from './workload';

/** What the invoice-tracking and document calls use, read from the seeded database. */
export interface TradeWorkload {
  /** Texts a user looks a record up by: order numbers, invoice numbers, their tails, a remark word. */
  keywords: string[];
  /** Sets of 200 outbound record ids, spread over the whole history, for the batch update. */
  batchIds: number[][];
}

export const BATCH_SIZE = 200;
export const DOCUMENT_LINES = 50;

export async function discoverTradeWorkload(db: Client): Promise<TradeWorkload> {
  const { rows: records } = await db.query<{ order_number: string; invoice_number: string | null }>(
    `SELECT order_number, invoice_number FROM trade_records
      WHERE direction IS NOT NULL AND order_number IS NOT NULL
      ORDER BY hashint4(id) LIMIT 12`,
  );
  const keywords = records.flatMap((r, i) => {
    // Whole numbers, and the tail a user remembers (the last 6 characters).
    const text = i % 2 === 0 || r.invoice_number === null ? r.order_number : r.invoice_number;
    return i % 3 === 2 ? [text.slice(-6)] : [text];
  });
  keywords.push('clearance');
  const { rows: ids } = await db.query<{ id: number }>(
    `SELECT id FROM trade_records WHERE direction = 1 ORDER BY hashint4(id) LIMIT ${20 * BATCH_SIZE}`,
  );
  const batchIds: number[][] = [];
  for (let i = 0; i + BATCH_SIZE <= ids.length; i += BATCH_SIZE) {
    batchIds.push(ids.slice(i, i + BATCH_SIZE).map((r) => r.id));
  }
  return { keywords, batchIds };
}

/** Keyword search in the inbound and outbound lists (page 1), by a rotation of record numbers. */
export function keywordSearchScenario(t: TradeWorkload): Scenario {
  const paths = t.keywords.flatMap((k) =>
    ['inbound', 'outbound'].map((route) => `/${route}?page=1&keyword=${encodeURIComponent(k)}`),
  );
  const next = rotation(paths);
  return {
    key: 'keyword-search',
    label: 'record list, keyword search (order / invoice number)',
    kind: 'list',
    target: { p95: 100, concurrency: 10 },
    next: (): LoadRequest => ({ method: 'GET', path: next() }),
  };
}

/** POST /outbound/batch: an invoice number and date set on 200 sales spread over the history. */
export function batchUpdateScenario(w: Workload, t: TradeWorkload): Scenario {
  let i = 0;
  return {
    key: 'batch-update',
    label: `batch update of ${BATCH_SIZE} sales (invoice number and date)`,
    kind: 'bulk',
    amount: { 1: 20, 10: 40 },
    next: (): LoadRequest => {
      const n = i++;
      return {
        method: 'POST',
        path: '/outbound/batch',
        body: {
          ids: t.batchIds[n % t.batchIds.length],
          set: { invoice_number: `BENCH-INV-${n}`, invoice_date: w.today },
        },
      };
    },
  };
}

/** A line of a document as the web app sends it: the product and its price filled in. */
export interface DocumentLine {
  product_code: string;
  product_model: string;
  quantity: number;
  unit_price: string;
}

/**
 * POST /{inbound|outbound}/documents, as the web app sends it: the partner's code and short name under
 * the direction's names (customer_… or supplier_…), the document's date, and its lines.
 */
export function documentRequest(
  direction: 'inbound' | 'outbound',
  partner: { code: string; short_name: string },
  document: { date: string; order_number: string; remark: string; lines: DocumentLine[] },
): LoadRequest {
  const name = direction === 'outbound' ? 'customer' : 'supplier';
  return {
    method: 'POST',
    path: `/${direction}/documents`,
    body: { [`${name}_code`]: partner.code, [`${name}_short_name`]: partner.short_name, ...document },
  };
}

/**
 * POST /outbound/documents: 50 lines of 1 unit each, dated today, over the 40 products with most stock
 * (some on two lines), priced as the web app sends them (each line's price filled in).
 */
export function documentScenario(w: Workload): Scenario {
  let i = 0;
  return {
    key: 'create-document',
    label: `create a ${DOCUMENT_LINES}-line sales document (one transaction)`,
    kind: 'bulk',
    amount: { 1: 30, 10: 60 },
    next: (): LoadRequest => {
      const n = i++;
      const lines = Array.from({ length: DOCUMENT_LINES }, (_, j) => {
        const p = w.writeProducts[(n + j) % w.writeProducts.length];
        return { product_code: p.code, product_model: p.model, quantity: 1, unit_price: p.price };
      });
      return documentRequest('outbound', w.customers[(n * 3) % w.customers.length], {
        date: w.today,
        order_number: `BENCH-DOC-${n}`,
        remark: 'benchmark document (generated sample data)',
        lines,
      });
    },
  };
}
