import { DataSource, EntityManager } from 'typeorm';
import { Direction, Movement, dayOrderSql } from '../../common/side';
import { MovementView } from './dto/adjustment.dto';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { signedQuantitySql, valueChangeSql } from './movements';

/** A checkpoint every this many movements: a page or a count reads at most this many besides its own. */
export const CHECKPOINT_EVERY = 1000;

/** Advisory lock namespace of checkpoint builds (the second key is the product id). */
const BUILD_LOCK = 0x5443_4b50;

/** The cost engine's order of a product's movements: the key of IDX_trade_records_product_history. */
const DAY_ORDER = dayOrderSql('r');
export const FOLD_ORDER = `r.record_date, ${DAY_ORDER}, r.id`;

/** Running totals after the first `position` movements of a product, in fold order. */
export interface Totals {
  position: number;
  quantity: number;
  /** Exact decimal text. */
  value: string;
}

export interface Checkpoint extends Totals {
  record_date: string;
  /** DayOrder. */
  day_order: number;
  record_id: number;
}

const START: Totals = { position: 0, quantity: 0, value: '0' };
const CHECKPOINT_COLUMNS = `position, to_char(record_date, 'YYYY-MM-DD') AS record_date, day_order, record_id,
  quantity, value::text AS value`;

/**
 * The movements after `from` (all when null), by the history index; `$1` is the product, the key takes
 * `$2..$4`, and `extra` may add conditions on further parameters. Yields ids only (deferred join).
 */
export function idsAfter(from: Checkpoint | null, extra = ''): { sql: string; params: unknown[] } {
  // The plain date bound is implied by the key's, but gives the planner a range it can estimate (the
  // row comparison alone is guessed at a third of the product, which picks a sequential scan).
  const after = from
    ? `AND r.record_date >= $2::date AND (r.record_date, ${DAY_ORDER}, r.id) > ($2::date, $3::smallint, $4::int)`
    : '';
  return {
    sql: `SELECT r.id FROM trade_records r WHERE r.product_id = $1 ${after} ${extra}`,
    params: from ? [from.record_date, from.day_order, from.record_id] : [],
  };
}

/** Movement rows `r` with their signed quantity `q` and value change `v`, joined from an id list. */
export function movementsOf(ids: string): string {
  return `SELECT r.*, ${signedQuantitySql('r')} AS q, ${valueChangeSql('r', 'c')} AS v
            FROM (${ids}) ids
            JOIN trade_records r ON r.id = ids.id
            LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id`;
}

/** A movement's kind as the movement card names it. */
const KIND = `CASE WHEN r.kind = ${Movement.Purchase} THEN 'inbound'
                   WHEN r.kind = ${Movement.Sale} THEN 'outbound'
                   WHEN r.kind = ${Movement.Return} AND r.direction = ${Direction.Inbound} THEN 'inbound_return'
                   WHEN r.kind = ${Movement.Return} THEN 'outbound_return'
                   ELSE 'adjustment' END`;

/** A movement card's row as read: the money as exact text. */
export type MovementRowRaw = Omit<MovementView, 'unit_cost' | 'value_change' | 'balance_value'> & {
  unit_cost: string;
  value_change: string;
  balance_value: string;
};

/**
 * Positions and running totals of a product's movement history, read through checkpoints so each
 * answer sums at most CHECKPOINT_EVERY movements. Reads run on the given manager (one snapshot).
 */
export class MovementCheckpoints {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Builds the checkpoints the product is missing, from its last one on. Under the product's stock
   * row (shared), so no writer changes the history meanwhile, and an advisory lock, so concurrent
   * readers build once.
   */
  async ensure(productId: number): Promise<void> {
    if (await this.complete(this.dataSource.manager, productId)) return;
    await this.uow.run(async ({ manager }) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [BUILD_LOCK, productId]);
      await manager.query('SELECT 1 FROM stock WHERE product_id = $1 FOR SHARE', [productId]);
      const last = await this.last(manager, productId);
      const base = last ?? START;
      const after = idsAfter(last);
      await manager.query(
        `INSERT INTO stock_checkpoints (product_id, position, record_date, day_order, record_id, quantity, value)
         SELECT $1, position, record_date, day_order, id, quantity, value FROM (
           SELECT r.record_date, ${DAY_ORDER} AS day_order, r.id,
                  $${after.params.length + 2}::int + row_number() OVER w AS position,
                  $${after.params.length + 3}::int + sum(r.q) OVER w AS quantity,
                  $${after.params.length + 4}::numeric + sum(r.v) OVER w AS value
             FROM (${movementsOf(after.sql)}) r
           WINDOW w AS (ORDER BY ${FOLD_ORDER} ROWS UNBOUNDED PRECEDING)) running
         WHERE position % ${CHECKPOINT_EVERY} = 0
         ON CONFLICT DO NOTHING`,
        [productId, ...after.params, base.position, base.quantity, base.value],
      );
    });
  }

  /** Totals of the movements dated before `date` (`<`) or on or before it (`<=`). */
  async through(
    manager: EntityManager,
    productId: number,
    comparison: '<' | '<=',
    date: string,
  ): Promise<Totals> {
    const [from] = (await manager.query(
      `SELECT ${CHECKPOINT_COLUMNS} FROM stock_checkpoints WHERE product_id = $1 AND record_date ${comparison} $2::date
        ORDER BY record_date DESC, day_order DESC, record_id DESC LIMIT 1`,
      [productId, date],
    )) as Checkpoint[];
    const after = idsAfter(from ?? null, `AND r.record_date ${comparison} $${from ? 5 : 2}::date`);
    return this.sum(manager, productId, from ?? null, after.sql, [...after.params, date]);
  }

  /** Totals of the first `position` movements (fewer when the product has fewer). */
  async at(manager: EntityManager, productId: number, position: number): Promise<Totals> {
    const from = await this.nearest(manager, productId, position);
    const after = idsAfter(from);
    return this.sum(
      manager,
      productId,
      from,
      `${after.sql} ORDER BY ${FOLD_ORDER} LIMIT $${after.params.length + 2}`,
      [...after.params, position - (from?.position ?? 0)],
    );
  }

  /** Totals of the whole history. */
  all(manager: EntityManager, productId: number): Promise<Totals> {
    return this.at(manager, productId, 2 ** 31 - 1);
  }

  /** The last checkpoint at or before `position`, or null when there is none. */
  async nearest(manager: EntityManager, productId: number, position: number): Promise<Checkpoint | null> {
    const [from] = (await manager.query(
      `SELECT ${CHECKPOINT_COLUMNS} FROM stock_checkpoints WHERE product_id = $1 AND position <= $2
        ORDER BY position DESC LIMIT 1`,
      [productId, position],
    )) as Checkpoint[];
    return from ?? null;
  }

  /** `from`'s totals plus those of the movements `ids` selects (`$1` product, then `params`). */
  private async sum(
    manager: EntityManager,
    productId: number,
    from: Checkpoint | null,
    ids: string,
    params: unknown[],
  ): Promise<Totals> {
    const base = from ?? START;
    const n = params.length + 2;
    const [row] = await manager.query(
      `SELECT $${n}::int + count(*)::int AS position, $${n + 1}::int + COALESCE(sum(q), 0)::int AS quantity,
              ($${n + 2}::numeric + COALESCE(sum(v), 0))::text AS value
         FROM (${movementsOf(ids)}) m`,
      [productId, ...params, base.position, base.quantity, base.value],
    );
    return row as Totals;
  }

  private async last(manager: EntityManager, productId: number): Promise<Checkpoint | null> {
    const [row] = (await manager.query(
      `SELECT ${CHECKPOINT_COLUMNS} FROM stock_checkpoints WHERE product_id = $1 ORDER BY position DESC LIMIT 1`,
      [productId],
    )) as Checkpoint[];
    return row ?? null;
  }

  /** Whether fewer than CHECKPOINT_EVERY movements follow the last checkpoint. */
  private async complete(manager: EntityManager, productId: number): Promise<boolean> {
    const last = await this.last(manager, productId);
    const after = idsAfter(last);
    const [{ n }] = await manager.query(
      `SELECT count(*)::int AS n FROM (${after.sql} LIMIT ${CHECKPOINT_EVERY}) following`,
      [productId, ...after.params],
    );
    return n < CHECKPOINT_EVERY;
  }

  /**
   * `count` movements from position `first` (0-based), with their kind, partner and running totals
   * from the ones before: a page of the movement card.
   */
  async page(
    manager: EntityManager,
    productId: number,
    first: number,
    count: number,
  ): Promise<MovementRowRaw[]> {
    const from = await this.nearest(manager, productId, first);
    const before = await this.at(manager, productId, first);
    const after = idsAfter(from);
    const n = after.params.length + 2;
    return manager.query(
      `SELECT to_char(r.record_date, 'YYYY-MM-DD') AS date, ${KIND} AS kind, r.id AS record_id,
              pa.short_name AS partner_short_name, r.document_id, td.document_number, r.q AS quantity_change,
              ($${n + 2}::int + sum(r.q) OVER w)::int AS balance_quantity,
              CASE WHEN r.q = 0 THEN 0 ELSE round(abs(r.v) / abs(r.q), 4) END AS unit_cost,
              round(r.v, 4) AS value_change, round($${n + 3}::numeric + sum(r.v) OVER w, 4) AS balance_value
         FROM (${movementsOf(`${after.sql} ORDER BY ${FOLD_ORDER} LIMIT $${n} OFFSET $${n + 1}`)}) r
         LEFT JOIN partners pa ON pa.id = r.partner_id
         LEFT JOIN trade_documents td ON td.id = r.document_id
       WINDOW w AS (ORDER BY ${FOLD_ORDER} ROWS UNBOUNDED PRECEDING)
       ORDER BY ${FOLD_ORDER}`,
      [productId, ...after.params, count, first - (from?.position ?? 0), before.quantity, before.value],
    );
  }
}
