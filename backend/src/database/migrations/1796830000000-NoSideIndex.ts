import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The movements of no side (opening stock and adjustments: `direction IS NULL`) by date. Before the
 * movement kind they were `direction` -1 and 2 and the list index (direction, record_date, id) found
 * them; with direction NULL a report asking "sales or adjustments of a month" or the adjustment list
 * scanned the whole table. A partial index: only those few rows are in it, so a sale's insert does not
 * maintain it.
 */
export class NoSideIndex1796830000000 implements MigrationInterface {
  name = 'NoSideIndex1796830000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_no_side" ON "trade_records" ("record_date", "id") WHERE "direction" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_trade_records_no_side"`);
  }
}
