import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Totals kept by the writes, so the dashboard, the unfiltered list counts and the receivable/payable
 * lists read a few thousand rows instead of every record: per product (on its stock row, which every
 * record write already locks) and per partner (partner_balances). Filled here from the existing data.
 */
export class TradeTotals1795400000000 implements MigrationInterface {
  name = 'TradeTotals1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "stock" ADD "inbound_records" integer NOT NULL DEFAULT '0', ADD "purchase_amount" numeric(20,3) NOT NULL DEFAULT '0', ADD "outbound_records" integer NOT NULL DEFAULT '0', ADD "sales_amount" numeric(20,3) NOT NULL DEFAULT '0', ADD "sales_cost" numeric(20,4) NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `CREATE TABLE "partner_balances" ("partner_id" integer NOT NULL, "records" integer NOT NULL DEFAULT '0', "total" numeric(20,3) NOT NULL DEFAULT '0', "payments" integer NOT NULL DEFAULT '0', "paid" numeric(20,2) NOT NULL DEFAULT '0', CONSTRAINT "PK_partner_balances" PRIMARY KEY ("partner_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_balances" ADD CONSTRAINT "FK_partner_balances_partner" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO stock (product_id) SELECT DISTINCT product_id FROM trade_records ON CONFLICT DO NOTHING`,
    );
    await queryRunner.query(
      `UPDATE stock s SET inbound_records = t.inbound_records, purchase_amount = t.purchase_amount,
              outbound_records = t.outbound_records, sales_amount = t.sales_amount, sales_cost = t.sales_cost
         FROM (SELECT product_id,
                      count(*) FILTER (WHERE direction = 0) AS inbound_records,
                      COALESCE(sum(total_price) FILTER (WHERE direction = 0), 0) AS purchase_amount,
                      count(*) FILTER (WHERE direction = 1) AS outbound_records,
                      COALESCE(sum(total_price) FILTER (WHERE direction = 1), 0) AS sales_amount,
                      COALESCE(sum(cost_amount) FILTER (WHERE direction = 1), 0) AS sales_cost
                 FROM trade_records GROUP BY product_id) t
        WHERE s.product_id = t.product_id`,
    );
    await queryRunner.query(
      `INSERT INTO partner_balances (partner_id, records, total, payments, paid)
       SELECT pt.id, COALESCE(r.records, 0), COALESCE(r.total, 0), COALESCE(y.payments, 0), COALESCE(y.paid, 0)
         FROM partners pt
         LEFT JOIN (SELECT partner_id, count(*) AS records, sum(total_price) AS total
                      FROM trade_records GROUP BY partner_id) r ON r.partner_id = pt.id
         LEFT JOIN (SELECT partner_id, count(*) AS payments, sum(amount) AS paid
                      FROM payments GROUP BY partner_id) y ON y.partner_id = pt.id
        WHERE r.partner_id IS NOT NULL OR y.partner_id IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partner_balances" DROP CONSTRAINT "FK_partner_balances_partner"`);
    await queryRunner.query(`DROP TABLE "partner_balances"`);
    await queryRunner.query(
      `ALTER TABLE "stock" DROP COLUMN "sales_cost", DROP COLUMN "sales_amount", DROP COLUMN "outbound_records", DROP COLUMN "purchase_amount", DROP COLUMN "inbound_records"`,
    );
  }
}
