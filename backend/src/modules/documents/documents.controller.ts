import { Body, Delete, Query, Type, Post } from '@nestjs/common';
import { ApiOkResponse, ApiParam } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { RecordId } from '../../common/http/record-id';
import { INBOUND, OUTBOUND, Side } from '../../common/side';
import { DirectionFieldValues, neutralHead } from '../trade/dto/trade-record.dto';
import { toLineChange } from '../trade/dto/trade-document.dto';
import { DocumentsService } from './documents.service';
import {
  DocumentListQueryFields,
  DocumentReturnBody,
  documentDtos,
  DocumentUpdateFields,
} from './dto/document.dto';
import { ApiController, Created, NumericId, Read, Update } from '../../common/http/endpoints';
import { DryRunnable } from '../books/dry-run.endpoint';

/**
 * The documents of one direction: /api/inbound/documents or /api/outbound/documents (POST of a new
 * document stays with the records' controller). Both controllers come from this one definition.
 */
export function createDocumentsController(dir: Side): Type<unknown> {
  const dtos = documentDtos(dir);
  // Each class doubles as the type of its parameter below: the validation pipe validates against it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { ListQuery, UpdateBody } = dtos;
  type ListQuery = InstanceType<typeof ListQuery>;
  type UpdateBody = InstanceType<typeof UpdateBody>;

  @ApiController(`${dir.route}/documents`, dir.route)
  class DocumentsController {
    constructor(private readonly documents: DocumentsService) {}

    @Read(dtos.ListPage)
    list(@Query() listQuery: ListQuery) {
      const query = listQuery as DocumentListQueryFields & DirectionFieldValues;
      return this.documents.list(dir, {
        page: query.page,
        limit: query.limit,
        offset: query.offset,
        partner_short_name: (query[dir.fields.partnerShortName] as string | null | undefined) ?? null,
        start_date: query.start_date ?? null,
        end_date: query.end_date ?? null,
        keyword: query.keyword ?? null,
      });
    }

    @Read(dtos.Detail, ':id', NumericId)
    get(@RecordId() id: number) {
      return this.documents.get(dir, id);
    }

    @Update(dtos.Detail, ':id', NumericId)
    @DryRunnable()
    update(@RecordId() id: number, @Body() updateBody: UpdateBody) {
      const body = updateBody as DocumentUpdateFields & DirectionFieldValues;
      return this.documents.update(dir, id, {
        ...neutralHead(dir, body),
        date: body.date,
        document_number: body.document_number ?? null,
        lines: body.lines.map(toLineChange),
        version: body.version,
      });
    }

    @RequireRole('editor')
    @Delete(':id')
    @DryRunnable()
    @ApiParam({ name: 'id', type: Number })
    @ApiOkResponse({ schema: { properties: { success: { type: 'boolean' } } } })
    async remove(@RecordId() id: number) {
      await this.documents.remove(dir, id);
      return { success: true };
    }

    /** A new document of returns of this document's lines. */
    @Post(':id/returns')
    @Created(dtos.Detail, NumericId)
    @DryRunnable(dtos.Detail)
    createReturns(@RecordId() id: number, @Body() body: DocumentReturnBody) {
      return this.documents.createReturns(dir, id, {
        date: body.date,
        document_number: body.document_number ?? null,
        lines: body.lines.map((line) => ({ record_id: line.record_id, quantity: line.quantity })),
      });
    }
  }

  const name = `${dir.route.charAt(0).toUpperCase()}${dir.route.slice(1)}DocumentsController`;
  Object.defineProperty(DocumentsController, 'name', { value: name });
  return DocumentsController;
}

export const InboundDocumentsController = createDocumentsController(INBOUND);
export const OutboundDocumentsController = createDocumentsController(OUTBOUND);
