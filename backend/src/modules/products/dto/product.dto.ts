import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  DecimalField,
  ExpectedVersion,
  OptionalText,
  RequiredText,
  WhenSent,
} from '../../../common/validation/rules';
import { TAX_RATE_RULE } from '../../settings/tax-settings';

const REORDER_MESSAGE = 'reorder level must be a whole number from 0 to 10000000, or empty';

/** Optional: stock below it is low (empty: the default of 10). */
const ReorderLevel = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true }),
    Transform(({ value }) => (value === '' ? null : value)),
    IsOptional(),
    IsInt({ message: REORDER_MESSAGE }),
    Min(0, { message: REORDER_MESSAGE }),
    Max(10_000_000, { message: REORDER_MESSAGE }),
  );

/** Optional: the tax rate of its lines in percent, 0–100 with 2 decimals (null: the company's default). */
const ProductTaxRate = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true }),
    DecimalField('tax rate', { ...TAX_RATE_RULE, required: false }),
  );

/** Lengths: code 50, model 100, category 100 (any text; the UI offers the categories in use and 'Other' for a new one), remark 500. */
export const PRODUCT_LIMITS = { code: 50, product_model: 100, category: 100, remark: 500 } as const;

export class CreateProductDto {
  @RequiredText('code', PRODUCT_LIMITS.code)
  code: string;

  @RequiredText('product model', PRODUCT_LIMITS.product_model)
  product_model: string;

  @RequiredText('category', PRODUCT_LIMITS.category)
  category: string;

  @OptionalText('remark', PRODUCT_LIMITS.remark, 'lines')
  remark?: string | null;

  @ReorderLevel()
  reorder_level?: number | null;

  @ProductTaxRate()
  tax_rate?: string | null;
}

/** Code and model may be sent (the edit form sends them) but must not change. */
export class UpdateProductDto {
  @WhenSent(RequiredText('code', PRODUCT_LIMITS.code, undefined, 'any'))
  code?: string;

  @WhenSent(RequiredText('product model', PRODUCT_LIMITS.product_model, undefined, 'any'))
  product_model?: string;

  @WhenSent(RequiredText('category', PRODUCT_LIMITS.category))
  category?: string;

  @OptionalText('remark', PRODUCT_LIMITS.remark, 'lines')
  remark?: string | null;

  @ReorderLevel()
  reorder_level?: number | null;

  @ProductTaxRate()
  tax_rate?: string | null;

  @ExpectedVersion()
  version?: number | null;
}

export class ProductView {
  id: number;
  code: string;
  product_model: string;
  category: string;
  remark: string | null;
  reorder_level: number | null;
  /** Percent; null: the company's default rate at each write. */
  tax_rate: number | null;
  /** Raised by every change; an edit may send it back (a stale one is refused). */
  version: number;
}
