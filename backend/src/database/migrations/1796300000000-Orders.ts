import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales and purchase orders with their lines, and `trade_records.order_line_id` (a record that delivers
 * or receives a line). What a line has delivered is derived from those records by the database itself:
 * a trigger on trade_records recounts every line a changed record names (old and new), under the
 * line's row lock, refuses a count above the ordered quantity (SQLSTATE TB001, the open quantity in
 * DETAIL) or a record whose partner or product is not the order's (TB002), stores the count and brings
 * the order's status up to date. Whatever writes records (a delivery, an edit, a deletion, a document,
 * the import, a restore) keeps the orders right without knowing about them.
 */
export class Orders1796300000000 implements MigrationInterface {
  name = 'Orders1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "orders" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "direction" smallint NOT NULL, "order_number" character varying(50) NOT NULL, "partner_id" integer NOT NULL, "order_date" date NOT NULL, "delivery_date" date, "remark" character varying(500), "closed" boolean NOT NULL DEFAULT false, "status" character varying(10) NOT NULL DEFAULT 'open', "total_price" numeric(18,3) NOT NULL, CONSTRAINT "CHK_orders_status" CHECK (status IN ('open', 'partial', 'complete', 'closed')), CONSTRAINT "CHK_orders_direction" CHECK (direction IN (0, 1)), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_orders_partner" ON "orders" ("partner_id", "order_date")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_status" ON "orders" ("direction", "status", "order_date")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_orders_list" ON "orders" ("direction", "order_date", "id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_orders_number" ON "orders" ("direction", "order_number")`,
    );
    await queryRunner.query(
      `CREATE TABLE "order_lines" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "line_no" smallint NOT NULL, "product_id" integer NOT NULL, "quantity" integer NOT NULL, "unit_price" numeric(14,4) NOT NULL, "total_price" numeric(18,3) NOT NULL, "delivered_quantity" integer NOT NULL DEFAULT '0', CONSTRAINT "CHK_order_lines_delivered" CHECK (delivered_quantity >= 0 AND delivered_quantity <= quantity), CONSTRAINT "CHK_order_lines_unit_price" CHECK (unit_price >= 0), CONSTRAINT "CHK_order_lines_quantity" CHECK (quantity > 0), CONSTRAINT "PK_627dcd7f1d707de4df241b2da6b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_lines_open" ON "order_lines" ("product_id") WHERE delivered_quantity < quantity`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_order_lines_order" ON "order_lines" ("order_id", "line_no")`);
    await queryRunner.query(`ALTER TABLE "trade_records" ADD "order_line_id" integer`);
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_order_line" ON "trade_records" ("order_line_id") WHERE "order_line_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_orders_partner" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_lines" ADD CONSTRAINT "FK_order_lines_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_lines" ADD CONSTRAINT "FK_order_lines_product" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "FK_trade_records_order_line" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // complete: every line delivered (received); closed: closed by hand with quantities open; partial:
    // something delivered; open: nothing yet.
    await queryRunner.query(`
      CREATE FUNCTION orders_refresh_status(order_ids int[]) RETURNS void LANGUAGE sql AS $$
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
    await queryRunner.query(`
      CREATE FUNCTION trade_records_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        line record;
        counted int;
        stray boolean;
        own int;
        line_ids int[] := '{}';
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.order_line_id IS NOT NULL THEN line_ids := line_ids || OLD.order_line_id; END IF;
        IF TG_OP <> 'DELETE' AND NEW.order_line_id IS NOT NULL THEN line_ids := line_ids || NEW.order_line_id; END IF;
        FOR line IN SELECT l.id, l.quantity, l.product_id, o.partner_id, o.direction
                      FROM order_lines l JOIN orders o ON o.id = l.order_id
                     WHERE l.id = ANY(line_ids) ORDER BY l.id FOR UPDATE OF l
        LOOP
          SELECT COALESCE(sum(r.quantity), 0)::int,
                 COALESCE(bool_or(r.product_id <> line.product_id OR r.partner_id IS DISTINCT FROM line.partner_id
                                  OR r.direction <> line.direction), false)
            INTO counted, stray
            FROM trade_records r WHERE r.order_line_id = line.id AND r.return_of IS NULL;
          IF stray THEN
            RAISE EXCEPTION 'a record of an order keeps the order''s partner and product' USING ERRCODE = 'TB002';
          END IF;
          IF counted > line.quantity THEN
            own := CASE WHEN TG_OP <> 'DELETE' AND NEW.order_line_id = line.id AND NEW.return_of IS NULL
                        THEN NEW.quantity ELSE 0 END;
            RAISE EXCEPTION 'more than the open quantity' USING ERRCODE = 'TB001',
              DETAIL = json_build_object('open', line.quantity - (counted - own))::text;
          END IF;
          UPDATE order_lines SET delivered_quantity = counted WHERE id = line.id AND delivered_quantity <> counted;
        END LOOP;
        PERFORM orders_refresh_status(ARRAY(SELECT DISTINCT order_id FROM order_lines WHERE id = ANY(line_ids)));
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "TRG_trade_records_order_lines_insert" AFTER INSERT ON "trade_records"
         FOR EACH ROW WHEN (NEW.order_line_id IS NOT NULL) EXECUTE FUNCTION trade_records_order_lines()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_trade_records_order_lines_update"
         AFTER UPDATE OF order_line_id, quantity, product_id, partner_id, direction, return_of ON "trade_records"
         FOR EACH ROW WHEN (OLD.order_line_id IS NOT NULL OR NEW.order_line_id IS NOT NULL)
         EXECUTE FUNCTION trade_records_order_lines()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_trade_records_order_lines_delete" AFTER DELETE ON "trade_records"
         FOR EACH ROW WHEN (OLD.order_line_id IS NOT NULL) EXECUTE FUNCTION trade_records_order_lines()`,
    );
    // What other modules read of the orders: the orders still expected (open or partial) with the value
    // of their open quantities, and per product the units still to deliver (reserved) and to receive (on
    // order). A closed order expects nothing more.
    await queryRunner.query(`
      CREATE VIEW open_orders AS
      SELECT o.id, o.direction, o.delivery_date,
             sum((l.quantity - l.delivered_quantity) * l.unit_price)::numeric(18, 3) AS open_value
        FROM orders o JOIN order_lines l ON l.order_id = o.id
       WHERE o.status IN ('open', 'partial')
       GROUP BY o.id`);
    await queryRunner.query(`
      CREATE VIEW product_open_orders AS
      SELECT l.product_id,
             COALESCE(sum(l.quantity - l.delivered_quantity) FILTER (WHERE o.direction = 1), 0)::int AS reserved_quantity,
             COALESCE(sum(l.quantity - l.delivered_quantity) FILTER (WHERE o.direction = 0), 0)::int AS on_order_quantity
        FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE l.delivered_quantity < l.quantity AND o.status IN ('open', 'partial')
       GROUP BY l.product_id`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP VIEW product_open_orders`);
    await queryRunner.query(`DROP VIEW open_orders`);
    for (const event of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER "TRG_trade_records_order_lines_${event}" ON "trade_records"`);
    }
    await queryRunner.query(`DROP FUNCTION trade_records_order_lines()`);
    await queryRunner.query(`DROP FUNCTION orders_refresh_status(int[])`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "FK_trade_records_order_line"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_order_line"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP COLUMN "order_line_id"`);
    await queryRunner.query(`DROP TABLE "order_lines"`);
    await queryRunner.query(`DROP TABLE "orders"`);
  }
}
