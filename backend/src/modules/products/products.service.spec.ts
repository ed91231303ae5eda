import { QueryFailedError } from 'typeorm';
import { Product } from './product.entity';
import { lockedFieldChange, mapProduct } from './products.service';
import { violatedUniqueIndex } from '../../common/unique-violation';

const product = Object.assign(new Product(), {
  id: 7,
  code: 'C-1',
  product_model: 'M-1',
  category: 'Other',
  remark: null,
  created_at: new Date(),
  updated_at: new Date(),
});

describe('mapProduct', () => {
  it('returns the API fields only', () => {
    expect(mapProduct(product)).toEqual({
      id: 7,
      code: 'C-1',
      product_model: 'M-1',
      category: 'Other',
      remark: null,
      tax_rate: null,
    });
  });
});

describe('lockedFieldChange', () => {
  it('allows leaving out or repeating the code and model', () => {
    expect(lockedFieldChange(product, {})).toBeNull();
    expect(lockedFieldChange(product, { code: 'C-1', product_model: 'M-1', category: 'x' })).toBeNull();
  });

  it('names the first locked field that would change', () => {
    expect(lockedFieldChange(product, { code: 'C-2' })?.message).toBe(
      'the code of a product cannot be changed',
    );
    expect(lockedFieldChange(product, { product_model: 'm-1' })?.message).toBe(
      'the model of a product cannot be changed',
    );
    expect(lockedFieldChange(product, { code: 'C-2', product_model: 'M-2' })?.message).toBe(
      'the code of a product cannot be changed',
    );
  });
});

describe('violatedUniqueIndex', () => {
  const failure = (driverError: object) =>
    new QueryFailedError('INSERT', [], Object.assign(new Error('x'), driverError));

  it('returns the index of a unique violation', () => {
    expect(violatedUniqueIndex(failure({ code: '23505', constraint: 'UQ_products_code' }))).toBe(
      'UQ_products_code',
    );
    expect(violatedUniqueIndex(failure({ code: '23505' }))).toBe('');
  });

  it('returns null for anything else', () => {
    expect(violatedUniqueIndex(failure({ code: '23503', constraint: 'FK_x' }))).toBeNull();
    expect(violatedUniqueIndex(new Error('boom'))).toBeNull();
    expect(violatedUniqueIndex(undefined)).toBeNull();
  });
});
