import { request, type Answer } from './request';
import { listPartners } from './partners';
import { listProducts } from './products';

/** How far a new company has come: what the overview's first steps tick off. */
export interface SetupProgress {
  partners: number;
  products: number;
  /** Opening stock and other adjustments, plus opening balances of customers and suppliers. */
  openingEntries: number;
  /** Inbound and outbound records. */
  records: number;
}

/** Lists that answer `{ data, pagination: { total } }`. */
type PagedPath =
  | '/inbound'
  | '/outbound'
  | '/stock/adjustments'
  | '/receivable/opening-balances'
  | '/payable/opening-balances';

const pageTotal = async (path: PagedPath) =>
  (await request.get<Answer<PagedPath, 'get'>>(path, { params: { page: 1, limit: 1 } })).pagination.total;

/**
 * Counts what an empty install lacks. Records are counted first: once there are any, the rest is not
 * asked for (the first steps are shown only to a company without records).
 */
export async function setupProgress(): Promise<SetupProgress> {
  const [inbound, outbound] = await Promise.all([pageTotal('/inbound'), pageTotal('/outbound')]);
  const records = inbound + outbound;
  if (records > 0) return { partners: 0, products: 0, openingEntries: 0, records };
  const [partners, products, adjustments, receivable, payable] = await Promise.all([
    listPartners(),
    listProducts(),
    pageTotal('/stock/adjustments'),
    pageTotal('/receivable/opening-balances'),
    pageTotal('/payable/opening-balances'),
  ]);
  return {
    partners: partners.length,
    products: products.length,
    openingEntries: adjustments + receivable + payable,
    records,
  };
}
