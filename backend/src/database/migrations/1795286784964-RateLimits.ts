import { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimits1795286784964 implements MigrationInterface {
  name = 'RateLimits1795286784964';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rate_limits" ("key" character varying(300) NOT NULL, "hits" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "blocked_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_rate_limits_expires_at" ON "rate_limits"  ("expires_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_rate_limits_expires_at"`);
    await queryRunner.query(`DROP TABLE "rate_limits"`);
  }
}
