import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ProfitAndLossLinesQuery,
  ProfitAndLossLinesView,
  ProfitAndLossQuery,
  ProfitAndLossView,
} from './dto/profit-and-loss.dto';
import { ProfitAndLossService } from './profit-and-loss.service';

/** Statements over a range: the profit and loss, and the lines behind each of its figures. */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class ReportsController {
  constructor(private readonly pl: ProfitAndLossService) {}

  @Get('profit-and-loss')
  @ApiOkResponse({ type: ProfitAndLossView })
  profitAndLoss(@Query() query: ProfitAndLossQuery) {
    return this.pl.statement(this.pl.range(query.start_date, query.end_date));
  }

  @Get('profit-and-loss/lines')
  @ApiOkResponse({ type: ProfitAndLossLinesView })
  lines(@Query() query: ProfitAndLossLinesQuery) {
    return this.pl.lines(query);
  }
}
