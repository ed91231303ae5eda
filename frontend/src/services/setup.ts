import { field, listOf, num, request } from './request';

/** How far a new company has come: what the overview's first steps tick off. */
export interface SetupProgress {
  partners: number;
  products: number;
  /** Opening stock and other adjustments, plus opening balances of customers and suppliers. */
  openingEntries: number;
  /** Inbound and outbound records. */
  records: number;
}

const pageTotal = async (path: string) =>
  num(
    field<{ total?: number }>(await request.get(path, { params: { page: 1, limit: 1 } }), 'pagination')
      ?.total,
  );

/**
 * Counts what an empty install lacks. Records are counted first: once there are any, the rest is not
 * asked for (the first steps are shown only to a company without records).
 */
export async function setupProgress(): Promise<SetupProgress> {
  const [inbound, outbound] = await Promise.all([pageTotal('/inbound'), pageTotal('/outbound')]);
  const records = inbound + outbound;
  if (records > 0) return { partners: 0, products: 0, openingEntries: 0, records };
  const [partners, products, adjustments, receivable, payable] = await Promise.all([
    request.get('/partners'),
    request.get('/products'),
    pageTotal('/stock/adjustments'),
    pageTotal('/receivable/opening-balances'),
    pageTotal('/payable/opening-balances'),
  ]);
  return {
    partners: listOf(partners).length,
    products: listOf(products).length,
    openingEntries: adjustments + receivable + payable,
    records,
  };
}
