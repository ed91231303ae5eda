import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../../common/http/record-id';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import {
  ExpectedVersion,
  LinesOf,
  OptionalDate,
  OptionalText,
  RequiredDate,
  WholeNumberText,
} from '../../../common/validation/rules';
import {
  DOCUMENT_LINES,
  tradeDocumentDto,
  TradeDocumentFields,
  LineChangeFields,
} from '../../trade/dto/trade-document.dto';
import { capitalized, MAX_QUANTITY, PositiveQuantity } from '../../trade/dto/trade-record.dto';
import { Side } from '../../../common/side';
import { apiPartnerContact } from '../../../common/openapi/partner-contact';

/** A record id in a body: a whole number from 1. */
const RecordIdField = (label: string) =>
  applyDecorators(
    WholeNumberText(),
    IsInt({ message: `${label} must be a record id` }),
    Min(1, { message: `${label} must be a record id` }),
    Max(MAX_RECORD_ID, { message: `${label} must be a record id` }),
  );

/** A line of a changed document: with `id` a line it has (changed), without a new one. */
export class DocumentUpdateLine extends LineChangeFields {
  @ApiPropertyOptional({ type: Number })
  @IsOptional()
  @RecordIdField('id')
  id?: number;
}

/** The body of PUT …/documents/{id}: the header of POST …/documents and the lines as they are to be. */
export class DocumentUpdateFields extends TradeDocumentFields {
  @LinesOf(DocumentUpdateLine, DOCUMENT_LINES)
  declare lines: DocumentUpdateLine[];

  @ExpectedVersion()
  version?: number | null;
}

/** A line of a return: units (at least 1) of one of the document's records. */
export class ReturnLine {
  @ApiProperty({ type: Number })
  @IsDefined({ message: 'record_id is required' })
  @RecordIdField('record_id')
  record_id: number;

  @ApiProperty({ type: Number, minimum: 1, maximum: MAX_QUANTITY })
  @PositiveQuantity(WholeNumberText())
  quantity: number;
}

/** The body of POST …/documents/{id}/returns. */
export class DocumentReturnBody {
  @ApiProperty({ type: String, format: 'date' })
  @RequiredDate('date')
  date: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @OptionalText('document number', 50)
  document_number?: string | null;

  @LinesOf(ReturnLine, DOCUMENT_LINES)
  lines: ReturnLine[];
}

/** The list query's filters, whatever the direction (the partner's short name is added per direction). */
export class DocumentListQueryFields extends PageQueryDto {
  /** Documents dated on or after (YYYY-MM-DD). */
  @OptionalDate('start date')
  start_date?: string | null;

  /** Documents dated on or before (YYYY-MM-DD). */
  @OptionalDate('end date')
  end_date?: string | null;

  /** Contained in the document number, order number, invoice number or remark (case-insensitive). */
  @OptionalText('keyword', 500, 'any')
  keyword?: string | null;
}

export interface DocumentListFilter {
  page: number;
  limit: number;
  offset: number;
  partner_short_name: string | null;
  start_date: string | null;
  end_date: string | null;
  keyword: string | null;
}

const nullableString = { type: String, nullable: true };
const money = { type: Number, description: 'quantity × unit price summed, 3 decimals' };
const amount = { type: Number, description: 'its lines’ amounts summed, 2 decimals' };

/**
 * The request and answer classes of one direction: supplier_* or customer_* fields, the rest shared.
 * The answer classes only describe the answers for the OpenAPI document.
 */
export function documentDtos(dir: Side): DocumentDtos {
  let dtos = made.get(dir.route);
  if (!dtos) made.set(dir.route, (dtos = makeDocumentDtos(dir)));
  return dtos;
}

type DocumentDtos = ReturnType<typeof makeDocumentDtos>;
/** Made once per direction: the OpenAPI document names each class once. */
const made = new Map<string, DocumentDtos>();

function makeDocumentDtos(dir: Side) {
  const name = (suffix: string) => `${capitalized(dir.route)}${suffix}`;
  const named = <T extends abstract new (...args: never[]) => unknown>(type: T, suffix: string): T =>
    Object.defineProperty(type, 'name', { value: name(suffix) });
  const partnerFields = (prototype: object, full: boolean) => {
    ApiProperty({ type: String })(prototype, dir.fields.partnerCode);
    ApiProperty({ type: String })(prototype, dir.fields.partnerShortName);
    if (full) ApiProperty({ type: String })(prototype, dir.fields.partnerFullName);
  };

  class ListQuery extends DocumentListQueryFields {}
  applyDecorators(
    ApiPropertyOptional({ type: String }),
    OptionalText(`${dir.partner} short name`, 50, 'any'),
  )(ListQuery.prototype, dir.fields.partnerShortName);

  class ListRow {
    @ApiProperty() id: number;
    @ApiProperty() document_number: string;
    @ApiProperty({ format: 'date' }) date: string;
    @ApiProperty(nullableString) order_number: string | null;
    @ApiProperty(nullableString) invoice_number: string | null;
    @ApiProperty() lines_count: number;
    @ApiProperty(money) total_price: number;
    @ApiProperty(amount) net_amount: number;
    @ApiProperty(amount) tax_amount: number;
    @ApiProperty(amount) gross_amount: number;
    @ApiProperty() has_returns: boolean;
    @ApiProperty({ ...money, description: 'its owed total less allocations and oldest-first settlement' })
    open_amount: number;
  }
  partnerFields(ListRow.prototype, false);

  class Pagination {
    @ApiProperty() page: number;
    @ApiProperty() limit: number;
    @ApiProperty() total: number;
  }

  class ListPage {
    @ApiProperty({ type: [ListRow] }) data: ListRow[];
    @ApiProperty({ type: Pagination }) pagination: Pagination;
  }

  /** A record of the direction, as the record list shows it. */
  class Line {
    @ApiProperty() id: number;
    @ApiProperty() product_code: string;
    @ApiProperty() product_model: string;
    @ApiProperty() product_category: string;
    @ApiProperty({ description: 'negative on a return' }) quantity: number;
    @ApiProperty() unit_price: number;
    @ApiProperty() total_price: number;
    @ApiProperty({ description: 'percent; 0: no tax' }) tax_rate: number;
    @ApiProperty() price_includes_tax: boolean;
    @ApiProperty() net_amount: number;
    @ApiProperty() tax_amount: number;
    @ApiProperty() gross_amount: number;
    @ApiProperty({ type: String, format: 'date', nullable: true }) invoice_date: string | null;
    @ApiProperty(nullableString) invoice_number: string | null;
    @ApiProperty(nullableString) order_number: string | null;
    @ApiProperty(nullableString) invoice_image_url: string | null;
    @ApiProperty(nullableString) remark: string | null;
    @ApiProperty({ type: Number, nullable: true }) return_of: number | null;
    @ApiProperty() returned_quantity: number;
    @ApiProperty() document_id: number;
    @ApiProperty() document_number: string;
    @ApiProperty({ type: Number, nullable: true, description: 'the order line it delivers (receives)' })
    order_line_id: number | null;
  }
  partnerFields(Line.prototype, true);
  ApiProperty({ type: String, format: 'date' })(Line.prototype, dir.fields.date);

  class Detail {
    @ApiProperty() id: number;
    @ApiProperty() document_number: string;
    @ApiProperty({ format: 'date' }) date: string;
    @ApiProperty(nullableString) order_number: string | null;
    @ApiProperty(nullableString) invoice_number: string | null;
    @ApiProperty({ type: String, format: 'date', nullable: true }) invoice_date: string | null;
    @ApiProperty(nullableString) invoice_image_url: string | null;
    @ApiProperty(nullableString) remark: string | null;
    @ApiProperty(money) total_price: number;
    @ApiProperty({ ...money, description: 'its owed total less allocations and oldest-first settlement' })
    open_amount: number;
    @ApiProperty({ description: 'raised by every change of the document; an edit may send it back' })
    version: number;
    @ApiProperty(amount) net_amount: number;
    @ApiProperty(amount) tax_amount: number;
    @ApiProperty(amount) gross_amount: number;
    @ApiProperty({ type: [Line], description: 'its records' }) lines: Line[];
    @ApiProperty({ type: [Line], description: 'the records that return its lines' }) returns: Line[];
  }
  partnerFields(Detail.prototype, true);
  apiPartnerContact(Detail.prototype, dir);

  /** The answer of POST …/documents: the document, its lines also as `records`. */
  class Created extends Detail {
    @ApiProperty({ type: [Line] }) records: Line[];
  }

  return {
    UpdateBody: tradeDocumentDto(dir, DocumentUpdateFields, 'DocumentUpdateBody'),
    ListQuery: named(ListQuery, 'DocumentListQuery'),
    ListPage: named(ListPage, 'DocumentPage'),
    Detail: named(Detail, 'Document'),
    Created: named(Created, 'DocumentCreated'),
    Line: named(Line, 'DocumentLine'),
    ListRow: named(ListRow, 'DocumentRow'),
    Pagination: named(Pagination, 'DocumentPagination'),
  };
}
