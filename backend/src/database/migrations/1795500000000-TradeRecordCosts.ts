import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbound costs move from two columns of trade_records to a narrow table of their own: a refresh that
 * re-costs every sale wrote ~20 µs a row there (a new version of a wide row, six index entries) against
 * ~4 µs here. unit_cost is not kept: nothing showed it, and it is cost_amount / quantity.
 */
export class TradeRecordCosts1795500000000 implements MigrationInterface {
  name = 'TradeRecordCosts1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "trade_record_costs" ("product_id" integer NOT NULL, "record_id" integer NOT NULL, "cost_amount" numeric(18,4) NOT NULL, CONSTRAINT "PK_trade_record_costs" PRIMARY KEY ("product_id", "record_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO trade_record_costs (product_id, record_id, cost_amount)
       SELECT product_id, id, cost_amount FROM trade_records WHERE cost_amount IS NOT NULL ORDER BY product_id, id`,
    );
    await queryRunner.query(`ALTER TABLE "trade_records" DROP COLUMN "cost_amount", DROP COLUMN "unit_cost"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD "cost_amount" numeric(18,4), ADD "unit_cost" numeric(18,6)`,
    );
    await queryRunner.query(
      `UPDATE trade_records t SET cost_amount = c.cost_amount, unit_cost = round(c.cost_amount / t.quantity, 6)
         FROM trade_record_costs c WHERE c.product_id = t.product_id AND c.record_id = t.id`,
    );
    await queryRunner.query(`DROP TABLE "trade_record_costs"`);
  }
}
