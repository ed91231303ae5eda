/** The orders module's reads of `orders`, `order_lines` and their views for other modules. */
import { Direction } from '../../common/side';
import { ReferenceCounter } from '../../common/references';

/**
 * A lateral join giving the product aliased `product` its open orders' quantities as `oo.reserved_quantity`
 * (still to deliver on sales orders) and `oo.on_order_quantity` (still to receive on purchase orders);
 * both null for a product on no open order.
 */
export function openOrderQuantitiesJoin(product: string): string {
  return `LEFT JOIN LATERAL (SELECT v.reserved_quantity, v.on_order_quantity
                                FROM product_open_orders v WHERE v.product_id = ${product}.id) oo ON true`;
}

/**
 * The sales and purchase orders of a partner, or those with a line of a product, as reasons it cannot
 * be deleted (an order keeps its partner and products whatever its status).
 */
export const orderReferences: ReferenceCounter = async (db, kind, id) => {
  const [row] = await db.query(
    kind === 'partner'
      ? `SELECT count(*) FILTER (WHERE direction = $2)::int AS sales,
                count(*) FILTER (WHERE direction = $3)::int AS purchases
           FROM orders WHERE partner_id = $1`
      : `SELECT count(DISTINCT o.id) FILTER (WHERE o.direction = $2)::int AS sales,
                count(DISTINCT o.id) FILTER (WHERE o.direction = $3)::int AS purchases
           FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.product_id = $1`,
    [id, Direction.Outbound, Direction.Inbound],
  );
  return [
    { count: row.sales, one: 'count.salesOrder', many: 'count.salesOrders' },
    { count: row.purchases, one: 'count.purchaseOrder', many: 'count.purchaseOrders' },
  ];
};
