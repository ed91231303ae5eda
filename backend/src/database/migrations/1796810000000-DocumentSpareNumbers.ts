import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Document numbers without a lock every sale waits for. Before, each create raised its day's row of
 * trade_document_counters and held that row's lock to its commit: all creates of a day took turns,
 * each for the rest of its transaction and its commit's flush to disk (~5 ms here), which capped one-line
 * sales at ~150 a second whatever else they cost.
 *
 * Now a day's counter hands out numbers in blocks: the create that finds no spare number raises the
 * counter by what it needs plus spares (as many as the day has had so far, at most 255, so a day with
 * one document has none) and keeps the spares in trade_document_spare_numbers; the next creates take
 * the lowest spare number that no other transaction holds (FOR UPDATE SKIP LOCKED) and delete it, so
 * they neither wait for each other nor take the same number. A rolled-back create leaves its number
 * spare again. `take_document_numbers` does both in one round trip.
 */
export class DocumentSpareNumbers1796810000000 implements MigrationInterface {
  name = 'DocumentSpareNumbers1796810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "trade_document_spare_numbers" ("direction" smallint NOT NULL, "day" date NOT NULL, "n" integer NOT NULL, CONSTRAINT "PK_trade_document_spare_numbers" PRIMARY KEY ("direction", "day", "n"))`,
    );
    await queryRunner.query(TAKE_DOCUMENT_NUMBERS);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION take_document_numbers(smallint, date[], int[])`);
    await queryRunner.query(`DROP TABLE "trade_document_spare_numbers"`);
  }
}

/**
 * `wanted[i]` numbers for day `days[i]` (days ascending: counters are locked in day order), as
 * (taken_day, taken_n) rows ascending per day. Per day: the lowest spare numbers no other transaction holds; when
 * they are too few, the day's counter row is locked (created at 0 when missing), the spares are looked
 * at again (a refill that committed while this waited is seen: each statement of a VOLATILE function
 * takes a new snapshot), and what is still missing comes from the counter, raised past it and a new
 * block of spares. Only that refill holds the counter's lock to the commit.
 */
const TAKE_DOCUMENT_NUMBERS = `
  CREATE FUNCTION take_document_numbers(dir smallint, days date[], wanted int[])
    RETURNS TABLE (taken_day date, taken_n int) LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    i int;
    d date;
    missing int;
    taken int[];
    last_n int;
    spares int;
  BEGIN
    FOR i IN 1 .. coalesce(array_length(days, 1), 0) LOOP
      d := days[i];
      missing := wanted[i];
      WITH free AS (
        SELECT s.n FROM trade_document_spare_numbers s
         WHERE s.direction = dir AND s.day = d ORDER BY s.n LIMIT missing FOR UPDATE SKIP LOCKED
      ), gone AS (
        DELETE FROM trade_document_spare_numbers s USING free
         WHERE s.direction = dir AND s.day = d AND s.n = free.n RETURNING s.n
      )
      SELECT coalesce(array_agg(gone.n), '{}') INTO taken FROM gone;
      missing := missing - cardinality(taken);
      IF missing > 0 THEN
        INSERT INTO trade_document_counters AS c (direction, day, last) VALUES (dir, d, 0)
          ON CONFLICT (direction, day) DO NOTHING;
        SELECT c.last INTO last_n FROM trade_document_counters c
         WHERE c.direction = dir AND c.day = d FOR UPDATE;
        WITH free AS (
          SELECT s.n FROM trade_document_spare_numbers s
           WHERE s.direction = dir AND s.day = d ORDER BY s.n LIMIT missing FOR UPDATE SKIP LOCKED
        ), gone AS (
          DELETE FROM trade_document_spare_numbers s USING free
           WHERE s.direction = dir AND s.day = d AND s.n = free.n RETURNING s.n
        )
        SELECT taken || coalesce(array_agg(gone.n), '{}') INTO taken FROM gone;
        missing := wanted[i] - cardinality(taken);
        IF missing > 0 THEN
          spares := least(last_n, 255);
          UPDATE trade_document_counters c SET last = last_n + missing + spares
           WHERE c.direction = dir AND c.day = d;
          INSERT INTO trade_document_spare_numbers (direction, day, n)
            SELECT dir, d, g FROM generate_series(last_n + missing + 1, last_n + missing + spares) g;
          taken := taken || ARRAY(SELECT generate_series(last_n + 1, last_n + missing));
        END IF;
      END IF;
      RETURN QUERY SELECT d, t.n FROM unnest(taken) AS t(n) ORDER BY t.n;
    END LOOP;
  END $$`;
