import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Aging and invoice tracking read sums of `total_price` per partner: the partner index
 * carries the column (INCLUDE), so the aging's per-partner window, a statement's ranges and the balance
 * as of a date are index-only scans; a partial index holds the records still without an invoice
 * number, so the detail's un-invoiced count and total read only those; and another the negative
 * payments (receivable adjustments, charges in the aging), so looking for a partner's is one probe of a
 * tiny index. All are declared on the entities with `synchronize: false` (TypeORM cannot describe
 * INCLUDE or a partial index's predicate here).
 */
export class AgingIndexes1796040000000 implements MigrationInterface {
  name = 'AgingIndexes1796040000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_partner"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_partner" ON "trade_records" ("direction", "partner_id", "record_date") INCLUDE ("total_price")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_uninvoiced" ON "trade_records" ("direction", "partner_id") INCLUDE ("total_price") WHERE invoice_number IS NULL AND partner_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_adjustments" ON "payments" ("direction", "partner_id", "pay_date") INCLUDE ("amount") WHERE amount < 0`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_adjustments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_uninvoiced"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_partner"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_partner" ON "trade_records" ("direction", "partner_id", "record_date") `,
    );
  }
}
