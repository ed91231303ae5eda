import { MigrationInterface, QueryRunner } from 'typeorm';

/** Partners can be deactivated: kept with their records, not offered for new documents or payments. */
export class PartnerActive1796100000000 implements MigrationInterface {
  name = 'PartnerActive1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partners" ADD "active" boolean NOT NULL DEFAULT true`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "active"`);
  }
}
