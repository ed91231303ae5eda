import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to the users table (a user added or removed, a role, name or password changed, a
 * restore) sends a notice on the channel tradebook_users_changed: the servers cache the profiles
 * behind the tokens and drop them when it arrives (UserProfileCache).
 */
export class UsersChangedNotify1795600000000 implements MigrationInterface {
  name = 'UsersChangedNotify1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "users_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('tradebook_users_changed', '');
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
       FOR EACH STATEMENT EXECUTE FUNCTION "users_changed_notify"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_users_changed" ON "users"`);
    await queryRunner.query(`DROP FUNCTION "users_changed_notify"()`);
  }
}
