import { Body, Controller, Delete, Get, Post, Put, Query, Type } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { RecordId } from '../../common/http/record-id';
import { toTradeFilter, toTradeInput, tradeRecordDtos } from './dto/trade-record.dto';
import { INBOUND, OUTBOUND, TradeDirection } from './trade-direction';
import { TradeService } from './trade.service';

/**
 * The HTTP face of one direction: /api/inbound or /api/outbound. Both controllers come from this one
 * definition; each route is one service call with the direction passed along.
 */
export function createTradeController(dir: TradeDirection): Type<unknown> {
  // Each class doubles as the type of its parameter below, so TypeScript emits it as the parameter's
  // design type, which is what the global validation pipe validates against.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { RecordBody, ListQuery } = tradeRecordDtos(dir);
  type RecordBody = InstanceType<typeof RecordBody>;
  type ListQuery = InstanceType<typeof ListQuery>;

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
    @ApiParam({ name: 'id', type: Number })
    @Put(':id')
    async update(@RecordId(`${dir.route} record`) id: number, @Body() body: RecordBody) {
      return { success: true, data: await this.trade.update(dir, id, toTradeInput(dir, body)) };
    }

    @RequireRole('editor')
    @ApiParam({ name: 'id', type: Number })
    @Delete(':id')
    async remove(@RecordId(`${dir.route} record`) id: number) {
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
