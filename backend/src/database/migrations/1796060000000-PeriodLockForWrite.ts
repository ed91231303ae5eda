import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The period lock of a dated write in one round trip (every record write takes it): the shared advisory
 * lock, then the lock's value read by a statement of its own. A VOLATILE function takes a new snapshot
 * for each statement it runs, so the value is read after the lock is held and a change of the lock
 * committed while the write waited is seen; read in the same statement as the lock, it would not be.
 */
export class PeriodLockForWrite1796060000000 implements MigrationInterface {
  name = 'PeriodLockForWrite1796060000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION period_lock_for_write(lock_key bigint, setting_key text) RETURNS text
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        locked_through text;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(lock_key);
        SELECT value INTO locked_through FROM app_settings WHERE key = setting_key;
        RETURN locked_through;
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION period_lock_for_write(bigint, text)`);
  }
}
