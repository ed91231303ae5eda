import { OptionalText, RequiredText, WhenSent } from '../../../common/validation/rules';

/** Spec 5: code 50, model 100, category 100 (any text; the UI offers 'category 1..3' and 'Other'), remark 500. */
export const PRODUCT_LIMITS = { code: 50, product_model: 100, category: 100, remark: 500 } as const;

export class CreateProductDto {
  @RequiredText('code', PRODUCT_LIMITS.code)
  code: string;

  @RequiredText('product model', PRODUCT_LIMITS.product_model)
  product_model: string;

  @RequiredText('category', PRODUCT_LIMITS.category)
  category: string;

  @OptionalText('remark', PRODUCT_LIMITS.remark)
  remark?: string | null;
}

/** Code and model may be sent (the edit form sends them) but must not change. */
export class UpdateProductDto {
  @WhenSent(RequiredText('code', PRODUCT_LIMITS.code))
  code?: string;

  @WhenSent(RequiredText('product model', PRODUCT_LIMITS.product_model))
  product_model?: string;

  @WhenSent(RequiredText('category', PRODUCT_LIMITS.category))
  category?: string;

  @OptionalText('remark', PRODUCT_LIMITS.remark)
  remark?: string | null;
}

export interface ProductView {
  id: number;
  code: string;
  product_model: string;
  category: string;
  remark: string | null;
}
