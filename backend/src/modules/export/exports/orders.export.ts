import { Injectable } from '@nestjs/common';
import { Locale, translator } from '../../../locales';
import { OrderDirection, PURCHASE_ORDERS, SALES_ORDERS } from '../../orders/order-direction';
import { OrdersService } from '../../orders/orders.service';
import { OrdersExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { exportFileName } from '../xlsx/file-name';
import { XlsxWriter } from '../xlsx/xlsx-writer';
import { pump } from './common';

/**
 * Sales and purchase orders, one sheet each, one row per line: first the columns the orders import
 * reads (so the sheet imports as it is), then the order's status and the line's delivered (received)
 * and open quantities and total.
 */
@Injectable()
export class OrdersExport {
  constructor(private readonly orders: OrdersService) {}

  prepare(dto: OrdersExportDto, locale: Locale): ExportJob {
    const t = translator(locale);
    const kinds: OrderDirection[] = [];
    if (dto.tables.includes('1')) kinds.push(PURCHASE_ORDERS);
    if (dto.tables.includes('2')) kinds.push(SALES_ORDERS);
    return {
      file: exportFileName('orders'),
      write: async (xlsx: XlsxWriter) => {
        for (const dir of kinds) {
          const side = dir.trade.partner;
          const sheet = await xlsx.table(
            t(dir === SALES_ORDERS ? 'sheet.salesOrders' : 'sheet.purchaseOrders'),
            [
              { header: t(`field.${side}_code`), kind: 'code' },
              { header: t(`field.${side}_short_name`), kind: 'text', width: 18 },
              { header: t('field.order_number'), kind: 'code' },
              { header: t('field.order_date'), kind: 'date' },
              { header: t('field.delivery_date'), kind: 'date' },
              { header: t('field.product_code'), kind: 'code' },
              { header: t('field.product_model'), kind: 'name' },
              { header: t('field.quantity'), kind: 'quantity' },
              { header: t('field.unit_price'), kind: 'unitPrice' },
              { header: t('field.remark'), kind: 'longText' },
              { header: t('field.status'), kind: 'text', width: 12 },
              { header: t('field.done_quantity'), kind: 'quantity' },
              { header: t('field.open_quantity'), kind: 'quantity' },
              { header: t('field.total_price'), kind: 'money' },
            ],
          );
          await pump(sheet, this.orders.exportLines(dir), (line) => [
            line.partner_code,
            line.partner_short_name,
            line.order_number,
            line.date,
            line.delivery_date,
            line.product_code,
            line.product_model,
            line.quantity,
            line.unit_price,
            line.remark,
            line.status,
            line.delivered_quantity,
            line.quantity - line.delivered_quantity,
            line.total_price,
          ]);
        }
      },
    };
  }
}
