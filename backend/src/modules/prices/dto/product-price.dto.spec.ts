import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  AutoPriceQueryDto,
  CreateProductPriceDto,
  ProductPriceListQueryDto,
  UpdateProductPriceDto,
} from './product-price.dto';

function errors(cls: new () => object, body: object): string[] {
  const dto = plainToInstance(cls, body);
  return validateSync(dto, { whitelist: true, stopAtFirstError: true }).flatMap((e) =>
    Object.values(e.constraints ?? {}),
  );
}

describe('CreateProductPriceDto', () => {
  const valid = {
    partner_short_name: 'Acme',
    product_model: 'M',
    unit_price: 1.5,
    effective_date: '2025-01-01',
  };

  it('accepts numbers and numeric strings with up to 4 decimals, 0 included', () => {
    for (const unit_price of [0, '0', 1.5, '1.2345', 9999999999.9999, '0.0001']) {
      expect(errors(CreateProductPriceDto, { ...valid, unit_price })).toEqual([]);
    }
  });

  it('keeps the unit price as exact text', () => {
    const dto = plainToInstance(CreateProductPriceDto, { ...valid, unit_price: 0.0001 });
    expect(dto.unit_price).toBe('0.0001');
  });

  it.each([
    [-0.0001, 'Unit price must be greater than or equal to 0'],
    [1.23456, 'unit price must be a number with at most 4 decimals'],
    ['1,5', 'unit price must be a number with at most 4 decimals'],
    [true, 'unit price must be a number with at most 4 decimals'],
    [10000000000, 'unit price must be at most 9999999999.9999'],
    [undefined, 'unit price is required'],
  ])('refuses a unit price of %j: "%s"', (unit_price, message) => {
    expect(errors(CreateProductPriceDto, { ...valid, unit_price })).toEqual([message]);
  });

  it('requires partner short name, product model and effective date', () => {
    expect(errors(CreateProductPriceDto, { unit_price: 1 }).sort()).toEqual([
      'effective date is required',
      'partner short name is required',
      'product model is required',
    ]);
  });

  it('treats empty helper codes as absent', () => {
    const dto = plainToInstance(CreateProductPriceDto, { ...valid, partner_code: '', product_code: ' ' });
    expect([dto.partner_code, dto.product_code]).toEqual([null, null]);
  });
});

describe('UpdateProductPriceDto', () => {
  it('lets every field be left out but refuses null for required ones', () => {
    expect(errors(UpdateProductPriceDto, {})).toEqual([]);
    expect(errors(UpdateProductPriceDto, { unit_price: null })).toEqual(['unit price is required']);
    expect(errors(UpdateProductPriceDto, { effective_date: null })).toEqual(['effective date is required']);
    expect(errors(UpdateProductPriceDto, { unit_price: -1 })).toEqual([
      'Unit price must be greater than or equal to 0',
    ]);
  });
});

describe('ProductPriceListQueryDto', () => {
  it('defaults to page 1 of 10 and ignores empty filters', () => {
    const dto = plainToInstance(ProductPriceListQueryDto, { partner_short_name: '', effective_date: '' });
    expect([dto.page, dto.limit, dto.offset, dto.partner_short_name, dto.effective_date]).toEqual([
      1,
      10,
      0,
      null,
      null,
    ]);
    expect(validateSync(dto)).toEqual([]);
  });

  it('refuses a limit over 100', () => {
    expect(errors(ProductPriceListQueryDto, { limit: '101' })).toEqual(['limit must be at most 100']);
    expect(errors(ProductPriceListQueryDto, { limit: '100', page: '3' })).toEqual([]);
  });
});

describe('AutoPriceQueryDto', () => {
  it('requires all three parameters', () => {
    expect(errors(AutoPriceQueryDto, {}).sort()).toEqual([
      'date is required',
      'partner short name is required',
      'product model is required',
    ]);
    expect(
      errors(AutoPriceQueryDto, { partner_short_name: 'a', product_model: 'b', date: '2025-02-29' }),
    ).toEqual(['date must be a date in YYYY-MM-DD format']);
  });
});
