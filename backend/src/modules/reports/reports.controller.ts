import { Query } from '@nestjs/common';
import {
  ProfitAndLossLinesQuery,
  ProfitAndLossLinesView,
  ProfitAndLossQuery,
  ProfitAndLossView,
} from './dto/profit-and-loss.dto';
import { ProfitAndLossService } from './profit-and-loss.service';
import { VatView } from './dto/vat.dto';
import { VatService } from './vat.service';
import { ApiController, Read } from '../../common/http/endpoints';

/** Statements over a range: the profit and loss, the lines behind each of its figures, and the VAT. */
@ApiController('reports')
export class ReportsController {
  constructor(
    private readonly pl: ProfitAndLossService,
    private readonly vat: VatService,
  ) {}

  @Read(ProfitAndLossView, 'profit-and-loss')
  profitAndLoss(@Query() query: ProfitAndLossQuery) {
    return this.pl.statement(this.pl.range(query.start_date, query.end_date));
  }

  @Read(ProfitAndLossLinesView, 'profit-and-loss/lines')
  lines(@Query() query: ProfitAndLossLinesQuery) {
    return this.pl.lines(query);
  }

  /** Output tax less input tax over the range (both dates left out: the current month up to today). */
  @Read(VatView, 'vat')
  vatReport(@Query() query: ProfitAndLossQuery) {
    return this.vat.report(this.pl.range(query.start_date, query.end_date));
  }
}
