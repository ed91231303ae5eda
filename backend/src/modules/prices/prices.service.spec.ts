import { mapProductPrice } from './prices.service';

describe('mapProductPrice', () => {
  it('turns the numeric text into a number and keeps the date text', () => {
    expect(
      mapProductPrice({
        id: 3,
        partner_code: null,
        partner_short_name: 'Acme',
        product_code: 'C-1',
        product_model: 'M-1',
        unit_price: '1234.5670',
        effective_date: '2025-02-01',
      }),
    ).toEqual({
      id: 3,
      partner_code: null,
      partner_short_name: 'Acme',
      product_code: 'C-1',
      product_model: 'M-1',
      unit_price: 1234.567,
      effective_date: '2025-02-01',
    });
  });
});
