import { afterEach, describe, expect, it, vi } from 'vitest';
import { anApiRecord } from '../test/fixtures';
import { request } from './request';
import { lastPrice } from './trade';

describe("the partner's last price for a product", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads the partner's newest records of the product and skips returns", async () => {
    const get = vi.spyOn(request, 'get').mockResolvedValue({
      data: [
        anApiRecord('outbound', { id: 9, outbound_date: '2025-03-02', unit_price: 7.5, return_of: 4 }),
        anApiRecord('outbound', { id: 4, outbound_date: '2025-03-01', unit_price: 7.5, return_of: null }),
        anApiRecord('outbound', { id: 2, outbound_date: '2025-01-01', unit_price: 6, return_of: null }),
      ],
      pagination: { total: 3 },
    } as never);
    await expect(lastPrice('outbound', 'Acme', 'M-1')).resolves.toEqual({
      unit_price: 7.5,
      date: '2025-03-01',
    });
    expect(get).toHaveBeenCalledWith('/outbound', {
      params: {
        page: 1,
        limit: 5,
        customer_short_name: 'Acme',
        product_model: 'M-1',
        sort_field: 'outbound_date',
        sort_order: 'desc',
      },
      skipErrorHandler: true,
    });
  });

  it('is null when the partner has no record of the product', async () => {
    const get = vi.spyOn(request, 'get').mockResolvedValue({ data: [], pagination: { total: 0 } } as never);
    await expect(lastPrice('inbound', 'Supplier', 'M-2')).resolves.toBeNull();
    expect(get.mock.calls[0][1]).toMatchObject({
      params: { supplier_short_name: 'Supplier', sort_field: 'inbound_date' },
    });
  });
});
