import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tokens ended by a logout (revoked_tokens), removed with their user. A change sends the users change
 * notice (the function of UsersChangedNotify): each instance's profile cache carries the user's revoked
 * tokens and drops them on that notice, as it does for a password change.
 */
export class RevokedTokens1796070000000 implements MigrationInterface {
  name = 'RevokedTokens1796070000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revoked_tokens" ("token_id" character varying(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_revoked_tokens" PRIMARY KEY ("token_id"), CONSTRAINT "FK_revoked_tokens_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_revoked_tokens_user_id" ON "revoked_tokens" ("user_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_revoked_tokens_expires_at" ON "revoked_tokens" ("expires_at")`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_revoked_tokens_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revoked_tokens"
       FOR EACH STATEMENT EXECUTE FUNCTION "users_changed_notify"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_revoked_tokens_changed" ON "revoked_tokens"`);
    await queryRunner.query(`DROP TABLE "revoked_tokens"`);
  }
}
