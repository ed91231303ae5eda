/** The orders module's reads of `orders`, `order_lines` and their views for other modules. */

/**
 * A lateral join giving the product aliased `product` its open orders' quantities as `oo.reserved_quantity`
 * (still to deliver on sales orders) and `oo.on_order_quantity` (still to receive on purchase orders);
 * both null for a product on no open order.
 */
export function openOrderQuantitiesJoin(product: string): string {
  return `LEFT JOIN LATERAL (SELECT v.reserved_quantity, v.on_order_quantity
                                FROM product_open_orders v WHERE v.product_id = ${product}.id) oo ON true`;
}
