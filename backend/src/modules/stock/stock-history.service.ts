import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toNumber } from '../../common/numeric';
import { MovementCard, MovementQuery } from './dto/adjustment.dto';
import { MovementCheckpoints } from './movement-checkpoints';
import { findProductByModel } from '../products/products.queries';
import { DomainError } from '../../common/errors/domain-error';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';

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
    const product = await findProductByModel(this.dataSource, query.product_model);
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
      const rows = count > 0 ? await this.checkpoints.page(manager, product.id, first, count) : [];
      return {
        product_model: query.product_model,
        opening_quantity: opening.quantity,
        closing_quantity: closing.quantity,
        data: rows.map((r) => ({
          date: r.date,
          kind: r.kind,
          record_id: r.record_id,
          partner_short_name: r.partner_short_name,
          document_id: r.document_id,
          document_number: r.document_number,
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
}
