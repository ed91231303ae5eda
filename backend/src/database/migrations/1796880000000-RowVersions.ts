import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['trade_documents', 'orders', 'partners', 'products', 'payments'];

/**
 * Documents, orders, partners, products and payments carry a version that every change raises: a
 * trigger raises it on every UPDATE of the row, so no write can forget to, and an edit that names the
 * version it was based on is refused when another change came first (STALE_VERSION).
 */
export class RowVersions1796880000000 implements MigrationInterface {
  name = 'RowVersions1796880000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "raise_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.version := OLD.version + 1;
         RETURN NEW;
       END $$`,
    );
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "version" integer NOT NULL DEFAULT 1`);
      await queryRunner.query(
        `CREATE TRIGGER "TRG_${table}_version" BEFORE UPDATE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION "raise_row_version"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`DROP TRIGGER "TRG_${table}_version" ON "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "version"`);
    }
    await queryRunner.query(`DROP FUNCTION "raise_row_version"()`);
  }
}
