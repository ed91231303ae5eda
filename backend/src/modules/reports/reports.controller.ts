import { Query } from '@nestjs/common';
import {
  ProfitAndLossLinesQuery,
  ProfitAndLossLinesView,
  ProfitAndLossQuery,
  ProfitAndLossView,
} from './dto/profit-and-loss.dto';
import { ProfitAndLossService } from './profit-and-loss.service';
import { ApiController, Read } from '../../common/http/endpoints';

/** Statements over a range: the profit and loss, and the lines behind each of its figures. */
@ApiController('reports')
export class ReportsController {
  constructor(private readonly pl: ProfitAndLossService) {}

  @Read(ProfitAndLossView, 'profit-and-loss')
  profitAndLoss(@Query() query: ProfitAndLossQuery) {
    return this.pl.statement(this.pl.range(query.start_date, query.end_date));
  }

  @Read(ProfitAndLossLinesView, 'profit-and-loss/lines')
  lines(@Query() query: ProfitAndLossLinesQuery) {
    return this.pl.lines(query);
  }
}
