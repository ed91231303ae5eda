import { Body, Query, Type, Post } from '@nestjs/common';
import { Paged, Success } from '../../common/openapi/envelopes';
import { RecordId } from '../../common/http/record-id';
import { documentDtos } from '../documents/dto/document.dto';
import { toBatchChanges, TradeBatchIdsBody, TradeBatchUpdateBody } from './dto/trade-batch.dto';
import { toTradeDocumentInput, tradeDocumentDto } from './dto/trade-document.dto';
import { toTradeFilter, toTradeInput, tradeRecordDtos } from './dto/trade-record.dto';
import { INBOUND, OUTBOUND, Side } from '../../common/side';
import {
  BatchDeletedResponse,
  BatchUpdatedResponse,
  tradeRecordResponse,
} from './dto/trade-record.response.dto';
import { TradeBatchService } from './trade-batch.service';
import { TradeDocumentsService } from './trade-documents.service';
import { TradeService } from './trade.service';
import { Action, ApiController, Created, NumericId, Read, Remove, Update } from '../../common/http/endpoints';
import { DryRunnable } from '../books/dry-run.endpoint';

/**
 * The HTTP face of one direction: /api/inbound or /api/outbound. Both controllers come from this one
 * definition; each route is one service call with the direction passed along.
 */
export function createTradeController(dir: Side): Type<unknown> {
  // Each class doubles as the type of its parameter below, so TypeScript emits it as the parameter's
  // design type, which is what the global validation pipe validates against.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { RecordBody, ListQuery } = tradeRecordDtos(dir);
  type RecordBody = InstanceType<typeof RecordBody>;
  type ListQuery = InstanceType<typeof ListQuery>;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const DocumentBody = tradeDocumentDto(dir);
  type DocumentBody = InstanceType<typeof DocumentBody>;
  const RecordResponse = tradeRecordResponse(dir);

  @ApiController(dir.route)
  class TradeController {
    constructor(
      private readonly trade: TradeService,
      private readonly documents: TradeDocumentsService,
      private readonly batch: TradeBatchService,
    ) {}

    @Read(Paged(RecordResponse))
    list(@Query() query: ListQuery) {
      return this.trade.list(dir, toTradeFilter(dir, query));
    }

    @Post()
    @Created(Success(RecordResponse))
    async create(@Body() body: RecordBody) {
      return { success: true, data: await this.trade.create(dir, toTradeInput(dir, body)) };
    }

    /** One document, one record per line, in one transaction. */
    @Post('documents')
    @Created(documentDtos(dir).Created)
    @DryRunnable(documentDtos(dir).Created)
    createDocument(@Body() body: DocumentBody) {
      return this.documents.create(dir, toTradeDocumentInput(dir, body));
    }

    /** Sets invoice fields, order number or remark on every listed record, or on none. */
    @Action(BatchUpdatedResponse, 'batch')
    async batchUpdate(@Body() body: TradeBatchUpdateBody): Promise<BatchUpdatedResponse> {
      return { success: true, updated: await this.batch.update(dir, body.ids, toBatchChanges(body.set)) };
    }

    /** Deletes every listed record, or none. */
    @Action(BatchDeletedResponse, 'batch-delete')
    async batchDelete(@Body() body: TradeBatchIdsBody): Promise<BatchDeletedResponse> {
      return { success: true, deleted: await this.batch.remove(dir, body.ids) };
    }

    @Update(Success(RecordResponse), ':id', NumericId)
    async update(@RecordId() id: number, @Body() body: RecordBody) {
      return { success: true, data: await this.trade.update(dir, id, toTradeInput(dir, body)) };
    }

    @Remove(':id', NumericId)
    async remove(@RecordId() id: number) {
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
