import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The values this migration writes, as they were when it landed (a migration never changes with the
 * code): direction 0 inbound, 1 outbound, NULL no side; kind 0 purchase, 1 sale, 2 return, 3 opening
 * stock, 4 adjustment; day order 0 opening, 1 inbound, 2 outbound, 3 adjustment. Before it, direction
 * held -1 for opening stock and 2 for adjustments, and its value was also the day order.
 */

/** The earliest changed movement per product in the transition table `changed` (product_id, key). */
const FORGET_FROM = (changed: string) => `
  DELETE FROM stock_checkpoints c
   USING (SELECT DISTINCT ON (product_id) product_id, record_date, day_order, id
            FROM ${changed} ORDER BY product_id, record_date, day_order, id) f
   WHERE c.product_id = f.product_id
     AND (c.record_date, c.day_order, c.record_id) >= (f.record_date, f.day_order, f.id)`;

const FORGET_RECORDS = FORGET_FROM(
  '(SELECT product_id, record_date, movement_day_order(kind, direction) AS day_order, id FROM changed) moved',
);
const FORGET_COSTS = FORGET_FROM(
  `(SELECT r.product_id, r.record_date, movement_day_order(r.kind, r.direction) AS day_order, r.id
      FROM changed JOIN trade_records r ON r.id = changed.record_id) moved`,
);

/** The constraints that read direction: replaced. */
const CHECKS = ['direction', 'partner', 'quantity', 'unit_price', 'total_price', 'reason', 'document'];

const NEW_CHECKS: [string, string][] = [
  ['direction', 'direction IN (0, 1)'],
  [
    'kind',
    `COALESCE(CASE kind WHEN 0 THEN direction = 0 AND return_of IS NULL
                        WHEN 1 THEN direction = 1 AND return_of IS NULL
                        WHEN 2 THEN direction IS NOT NULL AND return_of IS NOT NULL
                        WHEN 3 THEN direction IS NULL AND return_of IS NULL
                        WHEN 4 THEN direction IS NULL AND return_of IS NULL END, false)`,
  ],
  ['partner', '(partner_id IS NULL) = (direction IS NULL)'],
  ['quantity', 'quantity <> 0 AND (direction IS NULL OR (return_of IS NULL) = (quantity > 0))'],
  ['unit_price', 'COALESCE(unit_price >= 0, direction IS NULL)'],
  ['total_price', '(total_price IS NULL) = (direction IS NULL)'],
  [
    'reason',
    `COALESCE(CASE kind WHEN 3 THEN reason = 'opening'
                        WHEN 4 THEN reason IN ('stocktake', 'damage', 'loss', 'sample', 'other')
                        ELSE reason IS NULL END, false)`,
  ],
  ['document', '(document_id IS NULL) = (direction IS NULL)'],
];

/**
 * `trade_records.direction` is the side only (0 inbound, 1 outbound, NULL for opening stock and
 * adjustments); a new `kind` names the movement (docs/DECISIONS.md, "Movement kind"). The cost fold's
 * day order, which was the direction value, is `movement_day_order(kind, direction)`: the history index
 * is on it, the movement checkpoints and the stock rows' last folded event store it (`day_order`,
 * `last_event_order`), converted here (old value + 1, the same order), so neither needs a rebuild.
 *
 * The history index carries kind and direction (INCLUDE): an index-only scan needs the columns the
 * day order is computed from, not only its value (a checkpoint's count of the next 1,000 movements
 * reads the index alone, as it did when the key was the direction column).
 *
 * On a large table: `kind` is filled by one table rewrite (an ALTER TYPE with USING), not by an UPDATE
 * of every row (which would write each row twice and every index entry, the trigram index included);
 * only the opening and adjustment rows are updated, with the checkpoint triggers off (the order of
 * every movement stays what it was).
 */
export class MovementKind1796800000000 implements MigrationInterface {
  name = 'MovementKind1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    for (const check of CHECKS)
      await q(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_${check}"`);
    await q(`DROP INDEX "IDX_trade_records_product_history"`);
    await q(`ALTER TABLE "trade_records" ADD "kind" smallint`);
    await q(
      `ALTER TABLE "trade_records" ALTER COLUMN "direction" DROP NOT NULL,
         ALTER COLUMN "kind" TYPE smallint
           USING CASE WHEN direction = -1 THEN 3 WHEN direction = 2 THEN 4
                      WHEN return_of IS NOT NULL THEN 2 ELSE direction END`,
    );
    await q(`ALTER TABLE "trade_records" ALTER COLUMN "kind" SET NOT NULL`);
    await q(`ALTER TABLE "trade_records" DISABLE TRIGGER USER`);
    await q(`UPDATE "trade_records" SET direction = NULL WHERE direction IN (-1, 2)`);
    await q(`ALTER TABLE "trade_records" ENABLE TRIGGER USER`);
    for (const [name, check] of NEW_CHECKS) {
      await q(`ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_${name}" CHECK (${check})`);
    }
    await q(
      `CREATE FUNCTION movement_day_order(kind smallint, direction smallint) RETURNS smallint
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         RETURN (CASE WHEN kind = 3 THEN 0 WHEN kind = 4 THEN 3 WHEN direction = 0 THEN 1 ELSE 2 END)::smallint`,
    );
    await q(
      `CREATE INDEX "IDX_trade_records_product_history" ON "trade_records"
         ("product_id", "record_date", movement_day_order("kind", "direction"), "id") INCLUDE ("kind", "direction")`,
    );

    await q(`ALTER TABLE "stock_checkpoints" RENAME COLUMN "direction" TO "day_order"`);
    await q(`UPDATE "stock_checkpoints" SET day_order = day_order + 1`);
    await q(`ALTER TABLE "stock" RENAME COLUMN "last_event_direction" TO "last_event_order"`);
    await q(`UPDATE "stock" SET last_event_order = last_event_order + 1 WHERE last_event_order IS NOT NULL`);
    await q(`
      CREATE OR REPLACE FUNCTION stock_checkpoints_forget_records() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${FORGET_RECORDS};
        RETURN NULL;
      END $$`);
    await q(`
      CREATE OR REPLACE FUNCTION stock_checkpoints_forget_costs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${FORGET_COSTS};
        RETURN NULL;
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    const OLD_FORGET = (changed: string) => `
  DELETE FROM stock_checkpoints c
   USING (SELECT DISTINCT ON (product_id) product_id, record_date, direction, id
            FROM ${changed} ORDER BY product_id, record_date, direction, id) f
   WHERE c.product_id = f.product_id
     AND (c.record_date, c.direction, c.record_id) >= (f.record_date, f.direction, f.id)`;
    await q(`UPDATE "stock" SET last_event_order = last_event_order - 1 WHERE last_event_order IS NOT NULL`);
    await q(`ALTER TABLE "stock" RENAME COLUMN "last_event_order" TO "last_event_direction"`);
    await q(`UPDATE "stock_checkpoints" SET day_order = day_order - 1`);
    await q(`ALTER TABLE "stock_checkpoints" RENAME COLUMN "day_order" TO "direction"`);
    await q(`
      CREATE OR REPLACE FUNCTION stock_checkpoints_forget_records() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${OLD_FORGET('changed')};
        RETURN NULL;
      END $$`);
    await q(`
      CREATE OR REPLACE FUNCTION stock_checkpoints_forget_costs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${OLD_FORGET('(SELECT r.product_id, r.record_date, r.direction, r.id FROM changed JOIN trade_records r ON r.id = changed.record_id) moved')};
        RETURN NULL;
      END $$`);
    await q(`DROP INDEX "IDX_trade_records_product_history"`);
    for (const [name] of NEW_CHECKS)
      await q(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_${name}"`);
    await q(`ALTER TABLE "trade_records" DISABLE TRIGGER USER`);
    await q(
      `UPDATE "trade_records" SET direction = CASE kind WHEN 3 THEN -1 ELSE 2 END WHERE direction IS NULL`,
    );
    await q(`ALTER TABLE "trade_records" ENABLE TRIGGER USER`);
    await q(`DROP FUNCTION movement_day_order(smallint, smallint)`);
    await q(`ALTER TABLE "trade_records" DROP COLUMN "kind"`);
    await q(`ALTER TABLE "trade_records" ALTER COLUMN "direction" SET NOT NULL`);
    const old: [string, string][] = [
      ['direction', 'direction IN (-1, 0, 1, 2)'],
      ['partner', '(partner_id IS NULL) = (direction IN (-1, 2))'],
      ['quantity', 'quantity <> 0 AND (direction IN (-1, 2) OR (return_of IS NULL) = (quantity > 0))'],
      ['unit_price', 'COALESCE(unit_price >= 0, direction IN (-1, 2))'],
      ['total_price', '(total_price IS NULL) = (direction IN (-1, 2))'],
      [
        'reason',
        `CASE WHEN direction IN (0, 1) THEN reason IS NULL
        WHEN direction = -1 THEN reason = 'opening' AND return_of IS NULL
        ELSE reason IN ('stocktake', 'damage', 'loss', 'sample', 'other') AND return_of IS NULL END`,
      ],
      ['document', '(document_id IS NULL) = (direction IN (-1, 2))'],
    ];
    for (const [name, check] of old) {
      await q(`ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_${name}" CHECK (${check})`);
    }
    await q(
      `CREATE INDEX "IDX_trade_records_product_history" ON "trade_records" ("product_id", "record_date", "direction", "id")`,
    );
  }
}
