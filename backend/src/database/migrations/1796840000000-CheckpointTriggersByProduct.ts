import { MigrationInterface, QueryRunner } from 'typeorm';

/** The earliest changed movement per product of `moved` (product_id, record_date, day_order, id). */
const FORGET_FROM = (moved: string) => `
  DELETE FROM stock_checkpoints c
   USING (SELECT DISTINCT ON (product_id) product_id, record_date, day_order, id
            FROM ${moved} ORDER BY product_id, record_date, day_order, id) f
   WHERE c.product_id = f.product_id
     AND (c.record_date, c.day_order, c.record_id) >= (f.record_date, f.day_order, f.id)`;

/** Only the changed rows of products that have checkpoints. */
const HAVING_CHECKPOINTS =
  'WHERE EXISTS (SELECT FROM stock_checkpoints k WHERE k.product_id = changed.product_id)';

const RECORDS_BEFORE = `(SELECT product_id, record_date, movement_day_order(kind, direction) AS day_order, id FROM changed) moved`;
const COSTS_BEFORE = `(SELECT r.product_id, r.record_date, movement_day_order(r.kind, r.direction) AS day_order, r.id
      FROM changed JOIN trade_records r ON r.id = changed.record_id) moved`;

const RECORDS_AFTER = `(SELECT product_id, record_date, movement_day_order(kind, direction) AS day_order, id FROM changed
     ${HAVING_CHECKPOINTS}) moved`;
const COSTS_AFTER = `(SELECT r.product_id, r.record_date, movement_day_order(r.kind, r.direction) AS day_order, r.id
      FROM changed JOIN trade_records r ON r.id = changed.record_id
     ${HAVING_CHECKPOINTS}) moved`;

/**
 * The movement card's checkpoint triggers look only at the products that have checkpoints. They
 * found each written row's earliest movement first: a stock refresh from scratch stores 772,224
 * costs at a million records, and the costs' trigger looked up every one of them in trade_records
 * (~9 µs a row, more than the insert itself) to delete nothing when, as usual, few products have
 * checkpoints (a refresh from scratch 33 → 15 s on the benchmark's host).
 */
export class CheckpointTriggersByProduct1796840000000 implements MigrationInterface {
  name = 'CheckpointTriggersByProduct1796840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.define(queryRunner, RECORDS_AFTER, COSTS_AFTER);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.define(queryRunner, RECORDS_BEFORE, COSTS_BEFORE);
  }

  private async define(queryRunner: QueryRunner, records: string, costs: string): Promise<void> {
    for (const [name, moved] of [
      ['stock_checkpoints_forget_records', records],
      ['stock_checkpoints_forget_costs', costs],
    ]) {
      await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${FORGET_FROM(moved)};
        RETURN NULL;
      END $$`);
    }
  }
}
