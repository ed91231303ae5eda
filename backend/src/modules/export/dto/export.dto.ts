import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional } from 'class-validator';
import { OptionalDate, OptionalText, RequiredDate, RequiredText } from '../../../common/validation/rules';
import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { AuditQueryDto } from '../../audit/dto/audit-query.dto';
import { AgingQueryDto } from '../../ledger/dto/ledger.dto';
import { AccountIdField, CashEntryListQuery } from '../../money/dto/money.dto';

/** '1', 123 and " 12 " are all accepted as the codes they spell. */
const codeText = Transform(({ value }) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
);

export const BASE_INFO_TABLES = ['1', '2', '3', '123'] as const;
export type BaseInfoTables = (typeof BASE_INFO_TABLES)[number];

export const TRADE_TABLES = ['1', '2', '12'] as const;
export type TradeTables = (typeof TRADE_TABLES)[number];

export const LEDGER_SIDES = ['receivable', 'payable'] as const;
export type LedgerSideKey = (typeof LEDGER_SIDES)[number];

export const ADVANCED_EXPORT_TYPES = ['customer', 'product'] as const;
export type AdvancedExportType = (typeof ADVANCED_EXPORT_TYPES)[number];

/** POST /export/base-info */
export class BaseInfoExportDto {
  /** '1' partners, '2' products, '3' prices, '123' all three. */
  @codeText
  @IsDefined({ message: 'tables is required' })
  @IsIn(BASE_INFO_TABLES, {
    message: "tables must be '1' (partners), '2' (products), '3' (prices) or '123' (all)",
  })
  tables: BaseInfoTables;
}

/** POST /export/orders */
export class OrdersExportDto {
  /** '1' purchase orders, '2' sales orders, '12' both. */
  @codeText
  @IsDefined({ message: 'tables is required' })
  @IsIn(TRADE_TABLES, {
    message: "tables must be '1' (purchase orders), '2' (sales orders) or '12' (both)",
  })
  tables: TradeTables;
}

/** POST /export/inbound-outbound and POST /export/statement */
export class TradeExportDto {
  /** '1' inbound (suppliers), '2' outbound (customers), '12' both. */
  @codeText
  @IsDefined({ message: 'tables is required' })
  @IsIn(TRADE_TABLES, { message: "tables must be '1' (inbound), '2' (outbound) or '12' (both)" })
  tables: TradeTables;

  @RequiredDate('dateFrom')
  dateFrom: string;

  @RequiredDate('dateTo')
  dateTo: string;

  /** Only records of this product code. */
  @OptionalText('productCode', 50, 'any')
  productCode?: string | null;

  /** Only this partner's records: a supplier code for inbound, a customer code for outbound. */
  @OptionalText('customerCode', 50, 'any')
  customerCode?: string | null;
}

/** POST /export/receivable-payable */
export class ReceivablePayableExportDto {
  /** Records (outbound for receivables, inbound for payables) dated in this range. */
  @RequiredDate('outboundFrom')
  outboundFrom: string;

  @RequiredDate('outboundTo')
  outboundTo: string;

  /** Payments dated in this range. */
  @RequiredDate('paymentFrom')
  paymentFrom: string;

  @RequiredDate('paymentTo')
  paymentTo: string;
}

/** POST /export/invoice */
export class InvoiceExportDto {
  /** A supplier's or a customer's code: the lines of its direction are exported. */
  @RequiredText('partner code', 50, 'Enter partner code', 'any')
  partnerCode: string;

  @RequiredDate('dateFrom')
  dateFrom: string;

  @RequiredDate('dateTo')
  dateTo: string;
}

/** POST /export/analysis */
export class AnalysisExportDto {
  @RequiredDate('startDate')
  startDate: string;

  @RequiredDate('endDate')
  endDate: string;

  /** A customer code; empty or 'All' means every customer. */
  @OptionalText('customerCode', 50, 'any')
  customerCode?: string | null;

  /** A product model; empty or 'All' means every product. */
  @OptionalText('productModel', 100, 'any')
  productModel?: string | null;

  /** Sent by the web app; ignored: the server computes the figures from the dates and filters. */
  @IsOptional()
  analysisData?: unknown;

  /** Sent by the web app; ignored, as analysisData. */
  @IsOptional()
  detailData?: unknown;
}

/** POST /export/analysis/advanced */
export class AdvancedAnalysisExportDto {
  @codeText
  @IsDefined({ message: 'exportType is required' })
  @IsIn(ADVANCED_EXPORT_TYPES, { message: "exportType must be 'customer' or 'product'" })
  exportType: AdvancedExportType;

  @RequiredDate('startDate')
  startDate: string;

  @RequiredDate('endDate')
  endDate: string;
}

/** POST /export/stock */
export class StockExportDto {
  /** Stock at the end of this day (YYYY-MM-DD); default: now. */
  @OptionalDate('as_of')
  as_of?: string | null;
}

/** POST /export/aging: the aging of one side, as GET /<side>/aging answers it for the same fields. */
export class AgingExportDto extends AgingQueryDto {
  @IsDefined({ message: 'side is required' })
  @IsIn(LEDGER_SIDES, { message: "side must be 'receivable' or 'payable'" })
  side: LedgerSideKey;
}

/** POST /export/cash-entries: the income and expenses list's filters (every matching entry). */
export class CashEntriesExportDto extends OmitType(CashEntryListQuery, ['page', 'limit'] as const) {}

/** POST /export/account-statement: one account's statement over a range (open ends: all dates). */
export class AccountStatementExportDto {
  @AccountIdField('account_id', 'required')
  account_id: number;

  @ApiPropertyOptional({ type: String, format: 'date' })
  @OptionalDate('start date')
  start_date?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date' })
  @OptionalDate('end date')
  end_date?: string | null;
}

/** POST /export/audit: the audit trail's filters (every matching entry). */
export class AuditExportDto extends OmitType(AuditQueryDto, ['page', 'limit'] as const) {}
