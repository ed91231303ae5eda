import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Aging, credit limits and invoice tracking: payment terms per partner, a credit limit
 * per customer, and a trigram index for the record lists' keyword search (contains, in order number,
 * invoice number or remark). pg_trgm ships with PostgreSQL (trusted: a database owner may create it)
 * and is loaded into PGlite by the embedded database.
 */
export class Receivables1796000000000 implements MigrationInterface {
  name = 'Receivables1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partners" ADD "payment_terms_days" integer`);
    await queryRunner.query(`ALTER TABLE "partners" ADD "credit_limit" numeric(14,2)`);
    await queryRunner.query(
      `ALTER TABLE "partners" ADD CONSTRAINT "CHK_partners_payment_terms_days" CHECK (payment_terms_days >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "partners" ADD CONSTRAINT "CHK_partners_credit_limit" CHECK (credit_limit >= 0)`,
    );
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // The expression is KEYWORD_TEXT (trade-record.entity.ts) without its alias.
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_keyword" ON "trade_records" USING gin ((COALESCE(order_number, '') || E'\\x1F' || COALESCE(invoice_number, '') || E'\\x1F' || COALESCE(remark, '')) gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_keyword"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP CONSTRAINT "CHK_partners_credit_limit"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP CONSTRAINT "CHK_partners_payment_terms_days"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "credit_limit"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "payment_terms_days"`);
  }
}
