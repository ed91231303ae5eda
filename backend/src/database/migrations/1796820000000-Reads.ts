import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows list_counts counts per direction. */
const COUNTED = ['orders', 'trade_documents'];

/**
 * Reads at a million records. `list_counts`: how many orders and documents each direction has, kept by
 * statement-level triggers with transition tables (one function for every counted table, its name
 * the list), so an unfiltered list's total is a sum of a few rows instead of a count of 77,000 orders.
 * Each INSERT or DELETE statement adds its change per direction to its connection's row (backend pid
 * mod 64); an UPDATE fires only a row trigger on a changed direction (so the frequent status and
 * header updates run nothing); a TRUNCATE deletes the table's rows (a restore recounts them).
 */
export class Reads1796820000000 implements MigrationInterface {
  name = 'Reads1796820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "list_counts" ("list" character varying(63) NOT NULL, "direction" smallint NOT NULL, "slot" smallint NOT NULL, "row_count" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_list_counts" PRIMARY KEY ("list", "direction", "slot"))`,
    );
    // Each branch names only the transition tables its event has.
    const add = (changes: string) => `
          INSERT INTO list_counts (list, direction, slot, row_count)
          SELECT TG_TABLE_NAME, c.direction, pg_backend_pid() % 64, sum(c.n) FROM (${changes}) c
           GROUP BY c.direction HAVING sum(c.n) <> 0
          ON CONFLICT (list, direction, slot) DO UPDATE SET row_count = list_counts.row_count + EXCLUDED.row_count;`;
    await queryRunner.query(`
      CREATE FUNCTION list_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM list_counts WHERE list = TG_TABLE_NAME;
        ELSIF TG_OP = 'INSERT' THEN${add('SELECT direction, 1 AS n FROM list_counts_new')}
        ELSIF TG_OP = 'DELETE' THEN${add('SELECT direction, -1 AS n FROM list_counts_old')}
        ELSE -- a row's direction changed (never by the application; kept right all the same)
          INSERT INTO list_counts (list, direction, slot, row_count)
          VALUES (TG_TABLE_NAME, OLD.direction, pg_backend_pid() % 64, -1), (TG_TABLE_NAME, NEW.direction, pg_backend_pid() % 64, 1)
          ON CONFLICT (list, direction, slot) DO UPDATE SET row_count = list_counts.row_count + EXCLUDED.row_count;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of COUNTED) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_count_insert" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS list_counts_new FOR EACH STATEMENT EXECUTE FUNCTION list_counts_keep()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_count_update" AFTER UPDATE OF direction ON "${table}" FOR EACH ROW WHEN (OLD.direction IS DISTINCT FROM NEW.direction) EXECUTE FUNCTION list_counts_keep()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_count_delete" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS list_counts_old FOR EACH STATEMENT EXECUTE FUNCTION list_counts_keep()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_count_truncate" AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION list_counts_keep()`,
      );
      await queryRunner.query(
        `INSERT INTO list_counts (list, direction, slot, row_count)
         SELECT '${table}', direction, 0, count(*) FROM "${table}" GROUP BY direction`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of COUNTED) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) {
        await queryRunner.query(`DROP TRIGGER "${table}_count_${event}" ON "${table}"`);
      }
    }
    await queryRunner.query(`DROP FUNCTION list_counts_keep()`);
    await queryRunner.query(`DROP TABLE "list_counts"`);
  }
}
