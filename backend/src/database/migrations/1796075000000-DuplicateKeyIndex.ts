import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What makes two trade records duplicates for an import (direction, partner, product, date, quantity,
 * unit price to 4 places, order number; none counts as the empty one) as one digest, and an index on
 * it. Before, the import's duplicate check found the records of a partner, product and date by index
 * and compared the rest record by record, so a file of rows that differ only in their order numbers
 * cost each row all the rows before it (10,000 such rows: a minute and a half). With it each row's
 * check is one probe of this index. One expression, so that no other index (the planner knows nothing
 * of rows written in the same transaction) looks as cheap to the planner.
 */
export class DuplicateKeyIndex1796075000000 implements MigrationInterface {
  name = 'DuplicateKeyIndex1796075000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION trade_duplicate_key(direction smallint, partner_id integer, product_id integer,
         record_date date, quantity integer, unit_price numeric, order_number text) RETURNS text
       LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
       $$ SELECT md5(direction::text || '|' || COALESCE(partner_id::text, '') || '|' || product_id::text || '|'
            || (record_date - DATE '2000-01-01')::text || '|' || quantity::text || '|'
            || COALESCE(round(unit_price, 4)::text, '') || '|' || COALESCE(order_number, '')) $$`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_duplicate_key" ON "trade_records" (trade_duplicate_key("direction", "partner_id", "product_id", "record_date", "quantity", "unit_price", "order_number"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_duplicate_key"`);
    await queryRunner.query(
      `DROP FUNCTION trade_duplicate_key(smallint, integer, integer, date, integer, numeric, text)`,
    );
  }
}
