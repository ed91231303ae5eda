import { MigrationInterface, QueryRunner } from 'typeorm';

/** The earliest changed movement per product in the transition table `changed` (id, product_id, key). */
const FORGET_FROM = (changed: string) => `
  DELETE FROM stock_checkpoints c
   USING (SELECT DISTINCT ON (product_id) product_id, record_date, direction, id
            FROM ${changed} ORDER BY product_id, record_date, direction, id) f
   WHERE c.product_id = f.product_id
     AND (c.record_date, c.direction, c.record_id) >= (f.record_date, f.direction, f.id)`;

/** One statement-level trigger per table, event and transition table (PostgreSQL allows one of each). */
const TRIGGERS = [
  ['trade_records', 'INSERT', 'NEW', 'stock_checkpoints_forget_records'],
  ['trade_records', 'DELETE', 'OLD', 'stock_checkpoints_forget_records'],
  ['trade_records', 'UPDATE', 'OLD', 'stock_checkpoints_forget_records'],
  ['trade_records', 'UPDATE', 'NEW', 'stock_checkpoints_forget_records'],
  ['trade_record_costs', 'INSERT', 'NEW', 'stock_checkpoints_forget_costs'],
  ['trade_record_costs', 'DELETE', 'OLD', 'stock_checkpoints_forget_costs'],
  ['trade_record_costs', 'UPDATE', 'NEW', 'stock_checkpoints_forget_costs'],
] as const;

/**
 * Movement card checkpoints (docs/ARCHITECTURE.md, stock history): a product's running stock after
 * every 1,000th movement. Triggers drop the checkpoints at and after any movement whose record or
 * stored cost is written, in the writing statement, so none can outlive what it sums; the movement
 * card builds missing ones under the product's stock lock.
 */
export class MovementCheckpoints1795900000000 implements MigrationInterface {
  name = 'MovementCheckpoints1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stock_checkpoints" ("product_id" integer NOT NULL, "position" integer NOT NULL, "record_date" date NOT NULL, "direction" smallint NOT NULL, "record_id" integer NOT NULL, "quantity" integer NOT NULL, "value" numeric NOT NULL, CONSTRAINT "PK_stock_checkpoints" PRIMARY KEY ("product_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_stock_checkpoints_key" ON "stock_checkpoints"  ("product_id", "record_date", "direction", "record_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "stock_checkpoints" ADD CONSTRAINT "FK_6833f894d0795bf9474166fe6f2" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`
      CREATE FUNCTION stock_checkpoints_forget_records() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${FORGET_FROM('changed')};
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION stock_checkpoints_forget_costs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${FORGET_FROM('(SELECT r.product_id, r.record_date, r.direction, r.id FROM changed JOIN trade_records r ON r.id = changed.record_id) moved')};
        RETURN NULL;
      END $$`);
    for (const [table, event, side, fn] of TRIGGERS) {
      await queryRunner.query(
        `CREATE TRIGGER "TRG_${table}_${event.toLowerCase()}_${side.toLowerCase()}_checkpoints"
           AFTER ${event} ON "${table}" REFERENCING ${side} TABLE AS changed
           FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, event, side] of TRIGGERS) {
      await queryRunner.query(
        `DROP TRIGGER "TRG_${table}_${event.toLowerCase()}_${side.toLowerCase()}_checkpoints" ON "${table}"`,
      );
    }
    await queryRunner.query('DROP FUNCTION stock_checkpoints_forget_costs()');
    await queryRunner.query('DROP FUNCTION stock_checkpoints_forget_records()');
    await queryRunner.query(
      `ALTER TABLE "stock_checkpoints" DROP CONSTRAINT "FK_6833f894d0795bf9474166fe6f2"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_stock_checkpoints_key"`);
    await queryRunner.query(`DROP TABLE "stock_checkpoints"`);
  }
}
