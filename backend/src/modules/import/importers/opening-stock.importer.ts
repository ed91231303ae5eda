import Decimal from 'decimal.js';
import { AdjustmentBody } from '../../stock/dto/adjustment.dto';
import { AdjustmentsService } from '../../stock/adjustments.service';
import { Movement } from '../../../common/side';
import { PRODUCT_MISMATCH } from '../../trade/trade-records';
import { ImportContext, Outcome, RowErrors, validated } from '../import-context';
import { ImportRow } from '../import-rows';
import { FieldRule, PERIOD_LOCK, RowImporter } from './importer';

/**
 * Opening stock: stock adjustments with reason `opening`, through AdjustmentsService.createIn (an
 * increase with a unit cost, valued by the cost engine). A product code, when given, must be the
 * model's.
 */
export class OpeningStockImporter implements RowImporter {
  constructor(private readonly adjustments: AdjustmentsService) {}

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const body = await validated(AdjustmentBody, { ...row.values, reason: 'opening' });
    const m = ctx.tx.manager;
    const code = row.values.product_code;
    if (typeof code === 'string' && code) {
      const [product] = await m.query('SELECT code FROM products WHERE product_model = $1', [
        body.product_model,
      ]);
      if (product && product.code !== code.trim()) throw RowErrors.of('product_code', PRODUCT_MISMATCH);
    }
    const unitCost = body.unit_cost ? new Decimal(body.unit_cost).toFixed(4) : '';
    const key = ['opening', body.product_model, body.date, body.quantity_change, unitCost].join('\u0000');
    await ctx.assertNotDuplicate(key, 'same product, date, quantity and unit cost', async () => {
      const [hit] = await m.query(
        `SELECT 1 FROM trade_records
          WHERE kind = $1 AND product_id = (SELECT id FROM products WHERE product_model = $2)
            AND record_date = $3 AND quantity = $4 AND unit_price IS NOT DISTINCT FROM $5
          LIMIT 1`,
        [Movement.Opening, body.product_model, body.date, body.quantity_change, body.unit_cost ?? null],
      );
      return Boolean(hit);
    });
    await ctx.touchProduct(body.product_model);
    await ctx.write(() => this.adjustments.createIn(ctx.tx, body));
    ctx.remember(key, row.row);
    return 'created';
  }

  readonly refusalFields: FieldRule[] = [
    [/^product model/, 'product_model'],
    [/^Opening stock is an increase/, 'unit_cost'],
    [/quantity/, 'quantity_change'],
    [PERIOD_LOCK, 'date'],
  ];
}
