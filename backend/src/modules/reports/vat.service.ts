import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import { toNumber } from '../../common/numeric';
import { Direction } from '../../common/side';
import { VatSideView, VatView } from './dto/vat.dto';
import { ReportRange } from './profit-and-loss.queries';
import { VatRateRow, vatByMonth, vatByRate } from './vat.queries';

/** The VAT report: output tax (sales) less input tax (purchases) over a range, by rate and by month. */
@Injectable()
export class VatService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report(range: ReportRange): Promise<VatView> {
    const [rates, months] = await Promise.all([
      vatByRate(this.dataSource, range),
      vatByMonth(this.dataSource, range),
    ]);
    const output = side(rates, Direction.Outbound);
    const input = side(rates, Direction.Inbound);
    return {
      start_date: range.startDate,
      end_date: range.endDate,
      output: output.view,
      input: input.view,
      tax_payable: toNumber(output.tax.minus(input.tax).toFixed(2)),
      months: months.map((m) => ({
        month: m.month,
        output_tax: toNumber(m.output_tax),
        input_tax: toNumber(m.input_tax),
        tax_payable: toNumber(new Decimal(m.output_tax).minus(m.input_tax).toFixed(2)),
      })),
    };
  }
}

function side(rows: VatRateRow[], direction: Direction): { view: VatSideView; tax: Decimal } {
  const mine = rows.filter((r) => Number(r.direction) === direction);
  const net = mine.reduce((sum, r) => sum.plus(r.net_amount), new Decimal(0));
  const tax = mine.reduce((sum, r) => sum.plus(r.tax_amount), new Decimal(0));
  return {
    tax,
    view: {
      net_amount: toNumber(net.toFixed(2)),
      tax_amount: toNumber(tax.toFixed(2)),
      by_rate: mine.map((r) => ({
        rate: toNumber(r.rate),
        net_amount: toNumber(r.net_amount),
        tax_amount: toNumber(r.tax_amount),
      })),
    },
  };
}
