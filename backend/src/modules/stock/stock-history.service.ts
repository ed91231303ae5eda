import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Direction } from '../../common/side';
import { toNumber } from '../../common/numeric';
import { MovementCard, MovementKind, MovementQuery } from './dto/adjustment.dto';
import { FOLD_ORDER, MovementCheckpoints, idsAfter, movementsOf } from './movement-checkpoints';
import { DomainError } from '../../common/errors/domain-error';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';

const KIND = `CASE WHEN r.direction = ${Direction.Inbound} THEN
                     CASE WHEN r.return_of IS NULL THEN 'inbound' ELSE 'inbound_return' END
                   WHEN r.direction = ${Direction.Outbound} THEN
                     CASE WHEN r.return_of IS NULL THEN 'outbound' ELSE 'outbound_return' END
                   ELSE 'adjustment' END`;

interface MovementRowRaw {
  date: string;
  kind: MovementKind;
  record_id: number;
  partner_short_name: string | null;
  quantity_change: number;
  balance_quantity: number;
  unit_cost: string;
  value_change: string;
  balance_value: string;
}

/**
 * A product's movement card: every movement in the cost engine's order with the running quantity and
 * value. Positions and running totals come from the product's checkpoints (movement-checkpoints.ts), so
 * a page reads at most CHECKPOINT_EVERY movements besides its own, wherever it is in the history.
 */
@Injectable()
export class StockHistoryService {
  private readonly checkpoints: MovementCheckpoints;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
  ) {
    this.checkpoints = new MovementCheckpoints(dataSource, uow);
  }

  async movements(query: MovementQuery): Promise<MovementCard> {
    const [product] = await this.dataSource.query('SELECT id FROM products WHERE product_model = $1', [
      query.product_model,
    ]);
    if (!product) throw new DomainError('NOT_FOUND', { entity: 'product model', id: query.product_model });
    await this.checkpoints.ensure(product.id);
    // One snapshot for the counts, the page's starting totals and the page.
    return this.uow.snapshot(async (manager) => {
      const opening = query.start_date
        ? await this.checkpoints.through(manager, product.id, '<', query.start_date)
        : { position: 0, quantity: 0, value: '0' };
      const closing = query.end_date
        ? await this.checkpoints.through(manager, product.id, '<=', query.end_date)
        : await this.checkpoints.all(manager, product.id);
      const first = opening.position + query.offset;
      const count = Math.max(0, Math.min(query.limit, closing.position - first));
      const rows = count > 0 ? await this.page(manager, product.id, first, count) : [];
      return {
        product_model: query.product_model,
        opening_quantity: opening.quantity,
        closing_quantity: closing.quantity,
        data: rows.map((r) => ({
          date: r.date,
          kind: r.kind,
          record_id: r.record_id,
          partner_short_name: r.partner_short_name,
          quantity_change: r.quantity_change,
          balance_quantity: r.balance_quantity,
          unit_cost: toNumber(r.unit_cost),
          value_change: toNumber(r.value_change),
          balance_value: toNumber(r.balance_value),
        })),
        pagination: { page: query.page, limit: query.limit, total: closing.position - opening.position },
      };
    });
  }

  /** `count` movements from position `first` (0-based), with running totals from the ones before. */
  private async page(
    manager: EntityManager,
    productId: number,
    first: number,
    count: number,
  ): Promise<MovementRowRaw[]> {
    const from = await this.checkpoints.nearest(manager, productId, first);
    const before = await this.checkpoints.at(manager, productId, first);
    const after = idsAfter(from);
    const n = after.params.length + 2;
    return manager.query(
      `SELECT to_char(r.record_date, 'YYYY-MM-DD') AS date, ${KIND} AS kind, r.id AS record_id,
              pa.short_name AS partner_short_name, r.q AS quantity_change,
              ($${n + 2}::int + sum(r.q) OVER w)::int AS balance_quantity,
              CASE WHEN r.q = 0 THEN 0 ELSE round(abs(r.v) / abs(r.q), 4) END AS unit_cost,
              round(r.v, 4) AS value_change, round($${n + 3}::numeric + sum(r.v) OVER w, 4) AS balance_value
         FROM (${movementsOf(`${after.sql} ORDER BY ${FOLD_ORDER} LIMIT $${n} OFFSET $${n + 1}`)}) r
         LEFT JOIN partners pa ON pa.id = r.partner_id
       WINDOW w AS (ORDER BY ${FOLD_ORDER} ROWS UNBOUNDED PRECEDING)
       ORDER BY ${FOLD_ORDER}`,
      [productId, ...after.params, count, first - (from?.position ?? 0), before.quantity, before.value],
    );
  }
}
