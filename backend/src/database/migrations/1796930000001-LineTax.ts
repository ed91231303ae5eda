import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax on every line: a record's rate and price mode, and the amounts without tax, of tax and with tax;
 * a product's rate (null: the company's default). Every stored record gets rate 0 and, as a line
 * without tax, net = gross = its total rounded to 2 decimals and no tax. The amounts are filled by the
 * table rewrite that adds them (a generated expression, dropped at once) rather than by an UPDATE,
 * which would fire the movement checkpoints' triggers and forget every product's checkpoints.
 */
export class LineTax1796930000001 implements MigrationInterface {
  name = 'LineTax1796930000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "tax_rate" numeric(5,2)`);
    await queryRunner.query(
      `ALTER TABLE "products" ADD CONSTRAINT "CHK_products_tax_rate" CHECK (tax_rate >= 0 AND tax_rate <= 100)`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records"
         ADD "tax_rate" numeric(5,2) NOT NULL DEFAULT '0',
         ADD "price_includes_tax" boolean NOT NULL DEFAULT false,
         ADD "net_amount" numeric(18,2) GENERATED ALWAYS AS (round(total_price, 2)) STORED,
         ADD "tax_amount" numeric(18,2) GENERATED ALWAYS AS (CASE WHEN total_price IS NOT NULL THEN 0 END) STORED,
         ADD "gross_amount" numeric(18,2) GENERATED ALWAYS AS (round(total_price, 2)) STORED`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ALTER "net_amount" DROP EXPRESSION, ALTER "tax_amount" DROP EXPRESSION,
         ALTER "gross_amount" DROP EXPRESSION`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_amounts" CHECK ((net_amount IS NULL) = (direction IS NULL) AND (tax_amount IS NULL) = (direction IS NULL) AND (gross_amount IS NULL) = (direction IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_tax_rate" CHECK (tax_rate >= 0 AND tax_rate <= 100)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_tax_rate"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_amounts"`);
    await queryRunner.query(
      `ALTER TABLE "trade_records" DROP COLUMN "gross_amount", DROP COLUMN "tax_amount", DROP COLUMN "net_amount",
         DROP COLUMN "price_includes_tax", DROP COLUMN "tax_rate"`,
    );
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "CHK_products_tax_rate"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "tax_rate"`);
  }
}
