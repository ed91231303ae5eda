import { orderDtos, toOrderInput } from '../../orders/dto/order.dto';
import { OrderDirection } from '../../orders/order-direction';
import { OrdersService } from '../../orders/orders.service';
import { ImportContext, Outcome, validated } from '../import-context';
import { ImportRow } from '../import-rows';
import { FieldRule, RowImporter } from './importer';

/**
 * Sales and purchase orders: one row is one line. Rows with the same order number make one order: the
 * first creates it (OrdersService.createIn, a number taken elsewhere is refused), the later ones add
 * their line to it (they must name its partner). A row without an order number is an order of its own,
 * numbered as the API numbers it.
 */
export class OrdersImporter implements RowImporter {
  /** Per import: the orders its rows created, by order number. */
  private readonly created = new WeakMap<ImportContext, Map<string, number>>();
  private readonly Body: ReturnType<typeof orderDtos>['OrderBody'];

  constructor(
    private readonly dir: OrderDirection,
    private readonly orders: OrdersService,
  ) {
    this.Body = orderDtos(dir).OrderBody;
  }

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const v = row.values;
    const body = await validated(this.Body, {
      ...v,
      lines: [
        {
          product_code: v.product_code,
          product_model: v.product_model,
          quantity: v.quantity,
          unit_price: v.unit_price ?? undefined,
        },
      ],
    });
    const input = toOrderInput(this.dir, body);
    let mine = this.created.get(ctx);
    if (!mine) this.created.set(ctx, (mine = new Map()));
    const existing = input.order_number === null ? undefined : mine.get(input.order_number);
    await ctx.write(async () => {
      if (existing !== undefined) {
        await this.orders.addLinesIn(ctx.tx, this.dir, existing, input);
      } else {
        const order = await this.orders.createIn(ctx.tx, this.dir, input);
        mine.set(order.order_number, order.id);
      }
    });
    return 'created';
  }

  get refusalFields(): FieldRule[] {
    const { partnerCode, partnerShortName } = this.dir.trade.fields;
    return [
      [/^line 1: (product code|product model|product code and model)/, 'product_model'],
      [/^line 1: (Quantity|quantity)/, 'quantity'],
      [/^line 1: (unit price|no price found)/, 'unit_price'],
      [/code and short name do not match|is not the/, partnerShortName],
      [new RegExp(`^${this.dir.trade.partner} code`), partnerCode],
      [/number .* already exists|^order number/, 'order_number'],
      [/^delivery date/, 'delivery_date'],
      [/^order date/, 'date'],
      [/^remark/, 'remark'],
    ];
  }
}
