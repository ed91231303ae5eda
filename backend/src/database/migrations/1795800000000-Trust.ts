import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trust: the audit trail, the admin role, disabled users and session versions (a
 * token from an older version answers 401). The period lock is an app_settings row written when first
 * set. An existing database gets an admin: the user named admin, else the oldest editor.
 */
export class Trust1795800000000 implements MigrationInterface {
  name = 'Trust1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" BIGSERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "username" character varying(50), "action" character varying(6) NOT NULL, "entity" character varying(40) NOT NULL, "entity_id" character varying(100) NOT NULL, "changes" jsonb NOT NULL, "request_id" character varying(100), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_at" ON "audit_log"  ("at") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_username" ON "audit_log"  ("username", "id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_entity" ON "audit_log"  ("entity", "entity_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_counts" ("slot" smallint NOT NULL, "entries" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_audit_counts" PRIMARY KEY ("slot"))`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "disabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD "session_version" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK (role IN ('reader', 'editor', 'admin'))`,
    );
    await queryRunner.query(
      `UPDATE "users" SET role = 'admin'
        WHERE NOT EXISTS (SELECT 1 FROM "users" WHERE role = 'admin')
          AND id = COALESCE((SELECT id FROM "users" WHERE username = 'admin' AND role = 'editor'),
                            (SELECT id FROM "users" WHERE role = 'editor' ORDER BY id LIMIT 1))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "app_settings" WHERE key = 'period_lock'`);
    await queryRunner.query(`UPDATE "users" SET role = 'editor' WHERE role = 'admin'`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK (role IN ('reader', 'editor'))`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "session_version"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "disabled"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_entity"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_username"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_at"`);
    await queryRunner.query(`DROP TABLE "audit_counts"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
