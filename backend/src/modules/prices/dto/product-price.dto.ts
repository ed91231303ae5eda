import { applyDecorators } from '@nestjs/common';
import { ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import {
  DecimalField,
  OptionalDate,
  OptionalText,
  RequiredDate,
  RequiredText,
} from '../../../common/validation/rules';

/** numeric(14,4): ten whole digits, four decimals. */
export const MAX_UNIT_PRICE = 9999999999.9999;

const UnitPrice = () =>
  DecimalField('unit price', {
    scale: 4,
    min: 0,
    max: MAX_UNIT_PRICE,
    messages: { min: 'Unit price must be greater than or equal to 0' },
  });

/** A required field that an update may leave out; when sent (null included) it obeys the create rule. */
const WhenSent = (...rules: PropertyDecorator[]) =>
  applyDecorators(
    ValidateIf((_, value) => value !== undefined),
    ...rules,
  );

export class CreateProductPriceDto {
  @RequiredText('partner short name', 50, undefined, 'any')
  partner_short_name: string;

  @RequiredText('product model', 100, undefined, 'any')
  product_model: string;

  /** A number or numeric string, at least 0, at most 4 decimals; kept as text so it reaches `numeric` exactly. */
  @UnitPrice()
  unit_price: string;

  @RequiredDate('effective date')
  effective_date: string;

  /** Optional helper: when given, it must be the code of the partner named by partner_short_name. */
  @OptionalText('partner code', 50, 'any')
  partner_code?: string | null;

  /** Optional helper: when given, it must be the code of the product named by product_model. */
  @OptionalText('product code', 50, 'any')
  product_code?: string | null;
}

/** Every field may be left out; sent fields follow the create rules. Helper codes check the resulting partner/product. */
export class UpdateProductPriceDto {
  @WhenSent(RequiredText('partner short name', 50, undefined, 'any'))
  partner_short_name?: string;

  @WhenSent(RequiredText('product model', 100, undefined, 'any'))
  product_model?: string;

  @WhenSent(UnitPrice())
  unit_price?: string;

  @WhenSent(RequiredDate('effective date'))
  effective_date?: string;

  @OptionalText('partner code', 50, 'any')
  partner_code?: string | null;

  @OptionalText('product code', 50, 'any')
  product_code?: string | null;
}

export class ProductPriceListQueryDto extends PageQueryDto {
  /** Exact match. */
  @OptionalText('partner short name', 50, 'any')
  partner_short_name?: string | null;

  /** Exact match. */
  @OptionalText('product model', 100, 'any')
  product_model?: string | null;

  /** Exact match, YYYY-MM-DD. */
  @OptionalDate('effective date')
  effective_date?: string | null;
}

export class AutoPriceQueryDto {
  @RequiredText('partner short name', 50, undefined, 'any')
  partner_short_name: string;

  @RequiredText('product model', 100, undefined, 'any')
  product_model: string;

  /** The day the price must be in force on, YYYY-MM-DD. */
  @RequiredDate('date')
  date: string;
}

export class ProductPriceView {
  id: number;
  partner_code: string | null;
  partner_short_name: string;
  product_code: string;
  product_model: string;
  unit_price: number;
  effective_date: string;
}

/** The price in force for the partner and product on the date; null when there is none. */
export class AutoPriceResponse {
  unit_price: number | null;
}
