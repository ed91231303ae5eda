import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Flag } from '../../../common/validation/rules';
import { TradeDocumentFields } from '../../trade/dto/trade-document.dto';

/** `POST /import/{kind}?dry_run=true|false[&allow_duplicates=true]`. */
export class ImportQueryDto {
  /** true (the default): check and report, write nothing. false: import. */
  @ApiPropertyOptional({ type: Boolean, default: true })
  @Flag('dry_run')
  dry_run?: boolean;

  /** Accept records equal to ones already in the books or earlier in the file. */
  @ApiPropertyOptional({ type: Boolean, default: false })
  @Flag('allow_duplicates')
  allow_duplicates?: boolean;
}

/** An inbound/outbound row's document number, checked as a document's own (trimmed, at most 50 characters). */
export class ImportedDocumentNumber extends PickType(TradeDocumentFields, ['document_number'] as const) {}
