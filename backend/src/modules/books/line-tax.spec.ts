import { costUnitPrice, lineMoney, newLineTax, NO_TAX } from './line-tax';

describe('lineMoney', () => {
  it('prices without tax: net is the rounded total, the tax is added on top', () => {
    expect(lineMoney('1000.000', { rate: '13', includesTax: false })).toEqual({
      total: '1000.000',
      net: '1000.00',
      tax: '130.00',
      gross: '1130.00',
      owed: '1130.00',
      worth: '1000.00',
    });
  });

  it('prices with tax: gross is the rounded total, net is taken out of it', () => {
    expect(lineMoney('1130.000', { rate: '13', includesTax: true })).toMatchObject({
      net: '1000.00',
      tax: '130.00',
      gross: '1130.00',
    });
    // 100 / 1.09 = 91.7431…
    expect(lineMoney('100.000', { rate: '9', includesTax: true })).toMatchObject({
      net: '91.74',
      tax: '8.26',
      gross: '100.00',
    });
  });

  it('rounds half away from zero, a return negative as its total', () => {
    expect(lineMoney('0.125', NO_TAX)).toMatchObject({ net: '0.13', gross: '0.13', tax: '0.00' });
    expect(lineMoney('-0.125', NO_TAX)).toMatchObject({ net: '-0.13', gross: '-0.13', tax: '0.00' });
    expect(lineMoney('-1000.000', { rate: '13', includesTax: false })).toMatchObject({
      net: '-1000.00',
      tax: '-130.00',
      gross: '-1130.00',
    });
    // 0.05 × 10 % = 0.005 → 0.01
    expect(lineMoney('0.050', { rate: '10', includesTax: false })).toMatchObject({
      tax: '0.01',
      gross: '0.06',
    });
  });

  it('a line without tax counts its exact total as owed and worth (3 decimals, as before tax)', () => {
    expect(lineMoney('10.005', NO_TAX)).toMatchObject({ owed: '10.005', worth: '10.005', gross: '10.01' });
  });
});

describe('costUnitPrice', () => {
  it('is the price without tax, else the net amount per unit', () => {
    expect(costUnitPrice('11.3', 3, NO_TAX, '33.90')).toBe('11.3');
    expect(costUnitPrice('11.3', 3, { rate: '13', includesTax: true }, '30.00')).toBe('10.0000');
    expect(costUnitPrice('10', -3, { rate: '13', includesTax: true }, '-26.55')).toBe('8.8500');
  });
});

describe('newLineTax', () => {
  const settings = { default_rate: '13', prices_include_tax: true };
  it('takes the rate sent, else the product’s, else the default, and the company’s mode', () => {
    expect(newLineTax('6', '9', settings)).toEqual({ rate: '6.00', includesTax: true });
    expect(newLineTax(null, '9', settings)).toEqual({ rate: '9.00', includesTax: true });
    expect(newLineTax(undefined, null, settings)).toEqual({ rate: '13.00', includesTax: true });
    expect(newLineTax('0', '9', settings)).toEqual({ rate: '0.00', includesTax: true });
  });
});
