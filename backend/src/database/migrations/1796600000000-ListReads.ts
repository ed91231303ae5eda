import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the document, order and stock lists read, made cheap at a million records (960,000 documents,
 * 100,000 orders of which 25,000 open):
 * - trigram indexes for the keyword search of documents and orders, on the expressions the queries use
 *   (DOCUMENT_KEYWORD_TEXT, ORDER_KEYWORD_TEXT) and without GIN's pending list like the records' index;
 *   before, a keyword read every document or order of a direction (over a second for the orders);
 * - each order's open value (Σ of its lines' open quantity × unit price) stored on the order beside its
 *   status, by the same function that keeps the status, so the overview's open orders read one partial
 *   index instead of joining every open order's lines (117 ms);
 * - the per-product view of open quantities goes: the stock list asks for the products of its page
 *   only (its join is in the orders module), where the view summed every open line first (100 ms).
 */
export class ListReads1796600000000 implements MigrationInterface {
  name = 'ListReads1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_documents_keyword" ON "trade_documents" USING gin ((document_number || E'\\x1F' || COALESCE(order_number, '') || E'\\x1F' || COALESCE(invoice_number, '') || E'\\x1F' || COALESCE(remark, '')) gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_keyword" ON "orders" USING gin ((order_number || E'\\x1F' || COALESCE(remark, '')) gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "open_value" numeric(18,3) NOT NULL DEFAULT '0'`);
    await queryRunner.query(REFRESH_STATUS_AND_OPEN_VALUE);
    await queryRunner.query(`SELECT orders_refresh_status(ARRAY(SELECT id FROM orders))`);
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_open" ON "orders" ("direction", "delivery_date") INCLUDE ("open_value") WHERE status IN ('open', 'partial')`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE VIEW open_orders AS
      SELECT o.id, o.direction, o.delivery_date, o.open_value
        FROM orders o WHERE o.status IN ('open', 'partial')`);
    await queryRunner.query(`DROP VIEW product_open_orders`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE VIEW product_open_orders AS
      SELECT l.product_id,
             COALESCE(sum(l.quantity - l.delivered_quantity) FILTER (WHERE o.direction = 1), 0)::int AS reserved_quantity,
             COALESCE(sum(l.quantity - l.delivered_quantity) FILTER (WHERE o.direction = 0), 0)::int AS on_order_quantity
        FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE l.delivered_quantity < l.quantity AND o.status IN ('open', 'partial')
       GROUP BY l.product_id`);
    await queryRunner.query(`
      CREATE OR REPLACE VIEW open_orders AS
      SELECT o.id, o.direction, o.delivery_date,
             sum((l.quantity - l.delivered_quantity) * l.unit_price)::numeric(18, 3) AS open_value
        FROM orders o JOIN order_lines l ON l.order_id = o.id
       WHERE o.status IN ('open', 'partial')
       GROUP BY o.id`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_open"`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION orders_refresh_status(order_ids int[]) RETURNS void LANGUAGE sql AS $$
        UPDATE orders o SET status = s.status
          FROM (SELECT x.id,
                       CASE WHEN bool_and(l.delivered_quantity >= l.quantity) THEN 'complete'
                            WHEN x.closed THEN 'closed'
                            WHEN bool_or(l.delivered_quantity > 0) THEN 'partial'
                            ELSE 'open' END AS status
                  FROM orders x JOIN order_lines l ON l.order_id = x.id
                 WHERE x.id = ANY(order_ids)
                 GROUP BY x.id) s
         WHERE o.id = s.id AND o.status <> s.status
      $$`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "open_value"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_keyword"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_documents_keyword"`);
  }
}

/**
 * complete: every line delivered (received); closed: closed by hand with quantities open; partial:
 * something delivered; open: nothing yet. The open value: Σ of the lines' open quantity × unit price.
 */
const REFRESH_STATUS_AND_OPEN_VALUE = `
  CREATE OR REPLACE FUNCTION orders_refresh_status(order_ids int[]) RETURNS void LANGUAGE sql AS $$
    UPDATE orders o SET status = s.status, open_value = s.open_value
      FROM (SELECT x.id,
                   CASE WHEN bool_and(l.delivered_quantity >= l.quantity) THEN 'complete'
                        WHEN x.closed THEN 'closed'
                        WHEN bool_or(l.delivered_quantity > 0) THEN 'partial'
                        ELSE 'open' END AS status,
                   sum((l.quantity - l.delivered_quantity) * l.unit_price)::numeric(18, 3) AS open_value
              FROM orders x JOIN order_lines l ON l.order_id = x.id
             WHERE x.id = ANY(order_ids)
             GROUP BY x.id) s
     WHERE o.id = s.id AND (o.status, o.open_value) IS DISTINCT FROM (s.status, s.open_value)
  $$`;
