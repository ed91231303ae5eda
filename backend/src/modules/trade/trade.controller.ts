import {
  Body,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  PipeTransform,
  Post,
  Put,
  Query,
  Type,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { toTradeFilter, toTradeInput, tradeRecordDtos } from './dto/trade-record.dto';
import { INBOUND, OUTBOUND, TradeDirection } from './trade-direction';
import { TradeService } from './trade.service';

const MAX_ID = 2_147_483_647;

/** A record id from the path; anything that cannot be an id is simply not found. */
class RecordIdPipe implements PipeTransform<string, number> {
  constructor(private readonly dir: TradeDirection) {}

  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) throw new NotFoundException(`${this.dir.route} record ${value} not found`);
    return id;
  }
}

/**
 * The HTTP face of one direction: /api/inbound or /api/outbound. Both controllers come from this one
 * definition; each route is one service call with the direction passed along.
 */
export function createTradeController(dir: TradeDirection): Type<unknown> {
  const { RecordBody, ListQuery } = tradeRecordDtos(dir);
  type RecordBody = InstanceType<typeof RecordBody>;
  type ListQuery = InstanceType<typeof ListQuery>;
  const recordId = new RecordIdPipe(dir);

  @ApiTags(dir.route)
  @ApiBearerAuth()
  @Controller(dir.route)
  class TradeController {
    constructor(private readonly trade: TradeService) {}

    @Get()
    list(@Query() query: ListQuery) {
      return this.trade.list(dir, toTradeFilter(dir, query));
    }

    @RequireRole('editor')
    @Post()
    async create(@Body() body: RecordBody) {
      return { success: true, data: await this.trade.create(dir, toTradeInput(dir, body)) };
    }

    @RequireRole('editor')
    @Put(':id')
    async update(@Param('id', recordId) id: number, @Body() body: RecordBody) {
      return { success: true, data: await this.trade.update(dir, id, toTradeInput(dir, body)) };
    }

    @RequireRole('editor')
    @Delete(':id')
    async remove(@Param('id', recordId) id: number) {
      await this.trade.remove(dir, id);
      return { success: true };
    }
  }

  const name = `${dir.route.charAt(0).toUpperCase()}${dir.route.slice(1)}Controller`;
  Object.defineProperty(TradeController, 'name', { value: name });
  return TradeController;
}

export const InboundController = createTradeController(INBOUND);
export const OutboundController = createTradeController(OUTBOUND);
