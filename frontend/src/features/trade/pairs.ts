import type { Partner, Product } from '../../services/types';

/**
 * Checked on save: the partner code and short name must name the same partner, and the
 * product code and model the same product. Returns which pair does not match, or null.
 */
export function mismatchedPair(
  values: {
    partner_code?: string;
    partner_short_name?: string;
    product_code?: string;
    product_model?: string;
  },
  partners: Partner[],
  products: Product[],
): 'partner' | 'product' | null {
  const partner = partners.find((item) => item.short_name === values.partner_short_name);
  if (!partner || (partner.code ?? '') !== (values.partner_code ?? '')) return 'partner';
  const product = products.find((item) => item.product_model === values.product_model);
  if (!product || product.code !== values.product_code) return 'product';
  return null;
}
