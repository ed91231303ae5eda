import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateProductDto, UpdateProductDto } from './product.dto';

function errors(cls: new () => object, body: object): string[] {
  const dto = plainToInstance(cls, body);
  return validateSync(dto, { whitelist: true, stopAtFirstError: true }).flatMap((e) =>
    Object.values(e.constraints ?? {}),
  );
}

describe('CreateProductDto', () => {
  const valid = { code: 'C', product_model: 'M', category: 'category 1', remark: 'r' };

  it('accepts a full product and the limits exactly', () => {
    expect(errors(CreateProductDto, valid)).toEqual([]);
    expect(
      errors(CreateProductDto, {
        code: 'c'.repeat(50),
        product_model: 'm'.repeat(100),
        category: 'k'.repeat(100),
        remark: 'r'.repeat(500),
      }),
    ).toEqual([]);
  });

  it('refuses one character over each limit', () => {
    expect(errors(CreateProductDto, { ...valid, code: 'c'.repeat(51) })).toEqual([
      'code must be at most 50 characters',
    ]);
    expect(errors(CreateProductDto, { ...valid, product_model: 'm'.repeat(101) })).toEqual([
      'product model must be at most 100 characters',
    ]);
    expect(errors(CreateProductDto, { ...valid, category: 'k'.repeat(101) })).toEqual([
      'category must be at most 100 characters',
    ]);
    expect(errors(CreateProductDto, { ...valid, remark: 'r'.repeat(501) })).toEqual([
      'remark must be at most 500 characters',
    ]);
  });

  it('requires code, model and category', () => {
    expect(errors(CreateProductDto, {}).sort()).toEqual([
      'category is required',
      'code is required',
      'product model is required',
    ]);
  });
});

describe('UpdateProductDto', () => {
  it('lets every field be left out', () => {
    expect(errors(UpdateProductDto, {})).toEqual([]);
  });

  it('applies the create rules to fields that are sent, null included', () => {
    expect(errors(UpdateProductDto, { category: null })).toEqual(['category is required']);
    expect(errors(UpdateProductDto, { category: '  ' })).toEqual(['category is required']);
    expect(errors(UpdateProductDto, { code: null })).toEqual(['code is required']);
    expect(errors(UpdateProductDto, { product_model: 'm'.repeat(101) })).toEqual([
      'product model must be at most 100 characters',
    ]);
  });

  it('turns an empty remark into null', () => {
    const dto = plainToInstance(UpdateProductDto, { remark: '  ' });
    expect(dto.remark).toBeNull();
    expect(validateSync(dto)).toEqual([]);
  });
});
