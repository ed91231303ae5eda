import { MigrationInterface, QueryRunner } from 'typeorm';

/** The Idempotency-Keys of committed creates, per user, kept 24 hours (idempotency_keys). */
export class IdempotencyKeys1796870000000 implements MigrationInterface {
  name = 'IdempotencyKeys1796870000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("user_id" integer NOT NULL, "key" character varying(100) NOT NULL, "request_hash" character(64) NOT NULL, "answer" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("user_id", "key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_idempotency_keys_created_at" ON "idempotency_keys" ("created_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
