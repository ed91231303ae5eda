import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complete books: returns (`return_of`, negative quantity), stock adjustments and
 * opening stock as partner-less movements in trade_records (direction 2 and -1, `reason`, unit_price
 * null when valued at the average cost), opening balances per partner, reorder level per product.
 */
export class CompleteBooks1795700000000 implements MigrationInterface {
  name = 'CompleteBooks1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "opening_balances" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "partner_id" integer NOT NULL, "amount" numeric(14,2) NOT NULL, "balance_date" date NOT NULL, CONSTRAINT "CHK_opening_balances_amount" CHECK (amount <> 0), CONSTRAINT "PK_opening_balances" PRIMARY KEY ("partner_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "products" ADD "reorder_level" integer`);
    await queryRunner.query(`ALTER TABLE "trade_records" ADD "return_of" integer`);
    await queryRunner.query(`ALTER TABLE "trade_records" ADD "reason" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "trade_records" ALTER COLUMN "partner_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "trade_records" ALTER COLUMN "unit_price" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "trade_records" ALTER COLUMN "total_price" DROP NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_return_of" ON "trade_records"  ("return_of") WHERE "return_of" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "products" ADD CONSTRAINT "CHK_products_reorder_level" CHECK (reorder_level >= 0)`,
    );
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_direction"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_quantity"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_unit_price"`);
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_direction" CHECK (direction IN (-1, 0, 1, 2))`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_quantity" CHECK (quantity <> 0 AND (direction IN (-1, 2) OR (return_of IS NULL) = (quantity > 0)))`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_unit_price" CHECK (COALESCE(unit_price >= 0, direction IN (-1, 2)))`,
    );
    await queryRunner.query(`ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_reason" CHECK (CASE WHEN direction IN (0, 1) THEN reason IS NULL
        WHEN direction = -1 THEN reason = 'opening' AND return_of IS NULL
        ELSE reason IN ('stocktake', 'damage', 'loss', 'sample', 'other') AND return_of IS NULL END)`);
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_total_price" CHECK ((total_price IS NULL) = (direction IN (-1, 2)))`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_partner" CHECK ((partner_id IS NULL) = (direction IN (-1, 2)))`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "FK_fefa049622a9db209d2514166a3" FOREIGN KEY ("return_of") REFERENCES "trade_records"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "opening_balances" ADD CONSTRAINT "FK_4e32ab2528ededc476a6fa6447c" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "trade_records" WHERE direction IN (-1, 2) OR return_of IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "opening_balances" DROP CONSTRAINT "FK_4e32ab2528ededc476a6fa6447c"`,
    );
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "FK_fefa049622a9db209d2514166a3"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_partner"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_total_price"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_reason"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_unit_price"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_quantity"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_direction"`);
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_direction" CHECK (direction IN (0, 1))`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_quantity" CHECK (quantity > 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_unit_price" CHECK (unit_price >= 0)`,
    );
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "CHK_products_reorder_level"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_return_of"`);
    await queryRunner.query(`ALTER TABLE "trade_records" ALTER COLUMN "total_price" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "trade_records" ALTER COLUMN "unit_price" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "trade_records" ALTER COLUMN "partner_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP COLUMN "reason"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP COLUMN "return_of"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "reorder_level"`);
    await queryRunner.query(`DROP TABLE "opening_balances"`);
  }
}
