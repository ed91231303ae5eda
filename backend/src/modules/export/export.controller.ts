import { Body, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Locale } from '../../locales';
import {
  AccountStatementExportDto,
  AdvancedAnalysisExportDto,
  AuditExportDto,
  CashEntriesExportDto,
  AgingExportDto,
  AnalysisExportDto,
  BaseInfoExportDto,
  InvoiceExportDto,
  OrdersExportDto,
  ReceivablePayableExportDto,
  StockExportDto,
  TradeExportDto,
} from './dto/export.dto';
import { WorkbookPost, sendWorkbook } from './export-job';
import { AccountStatementExport } from './exports/account-statement.export';
import { AgingExport } from './exports/aging.export';
import { AuditExport } from './exports/audit.export';
import { CashEntriesExport } from './exports/cash-entries.export';
import { ProfitAndLossExport } from './exports/profit-and-loss.export';
import { VatExport } from './exports/vat.export';
import { ProfitAndLossExportBody } from '../reports/dto/profit-and-loss.dto';
import { AnalysisExport } from './exports/analysis.export';
import { BaseInfoExport } from './exports/base-info.export';
import { InvoiceExport } from './exports/invoice.export';
import { OrdersExport } from './exports/orders.export';
import { ReceivablePayableExport } from './exports/receivable-payable.export';
import { StatementExport } from './exports/statement.export';
import { StockExport } from './exports/stock.export';
import { TradeRecordsExport } from './exports/trade-records.export';
import { RequestLocale } from './request-locale.decorator';
import { ApiController } from '../../common/http/endpoints';
import { RequireRole } from '../../common/auth/access.decorator';

/**
 * The Excel exports (reader level; the audit trail's at the audit screen's editor level): the seven
 * workbooks of the Export page, and those of the stock, aging, orders, profit and loss, income and
 * expenses, account statement and audit screens. Each route checks its parameters (400/404 as JSON),
 * then streams the workbook; sheet names and headers follow Accept-Language.
 */
@ApiController('export')
export class ExportController {
  constructor(
    private readonly baseInfoExport: BaseInfoExport,
    private readonly tradeRecordsExport: TradeRecordsExport,
    private readonly statementExport: StatementExport,
    private readonly receivablePayableExport: ReceivablePayableExport,
    private readonly invoiceExport: InvoiceExport,
    private readonly analysisExport: AnalysisExport,
    private readonly stockExport: StockExport,
    private readonly agingExport: AgingExport,
    private readonly ordersExport: OrdersExport,
    private readonly profitAndLossExport: ProfitAndLossExport,
    private readonly vatExport: VatExport,
    private readonly cashEntriesExport: CashEntriesExport,
    private readonly accountStatementExport: AccountStatementExport,
    private readonly auditExport: AuditExport,
  ) {}

  @WorkbookPost('base-info')
  async baseInfo(
    @Body() dto: BaseInfoExportDto,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ) {
    await sendWorkbook(reply, this.baseInfoExport.prepare(dto, locale));
  }

  @WorkbookPost('inbound-outbound')
  async inboundOutbound(
    @Body() dto: TradeExportDto,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ) {
    await sendWorkbook(reply, await this.tradeRecordsExport.prepare(dto, locale));
  }

  @WorkbookPost('orders')
  async orders(@Body() dto: OrdersExportDto, @RequestLocale() locale: Locale, @Res() reply: FastifyReply) {
    await sendWorkbook(reply, this.ordersExport.prepare(dto, locale));
  }

  @WorkbookPost('statement')
  async statement(@Body() dto: TradeExportDto, @RequestLocale() locale: Locale, @Res() reply: FastifyReply) {
    await sendWorkbook(reply, await this.statementExport.prepare(dto, locale));
  }

  @WorkbookPost('receivable-payable')
  async receivablePayable(
    @Body() dto: ReceivablePayableExportDto,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ) {
    await sendWorkbook(reply, this.receivablePayableExport.prepare(dto, locale));
  }

  @WorkbookPost('invoice')
  async invoice(@Body() dto: InvoiceExportDto, @RequestLocale() locale: Locale, @Res() reply: FastifyReply) {
    await sendWorkbook(reply, await this.invoiceExport.prepare(dto, locale));
  }

  @WorkbookPost('analysis')
  async analysis(
    @Body() dto: AnalysisExportDto,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ) {
    await sendWorkbook(reply, await this.analysisExport.prepare(dto, locale));
  }

  @WorkbookPost('analysis/advanced')
  async advancedAnalysis(
    @Body() dto: AdvancedAnalysisExportDto,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ) {
    await sendWorkbook(reply, await this.analysisExport.prepareAdvanced(dto, locale));
  }

  @WorkbookPost('stock')
  async stock(@Body() dto: StockExportDto, @RequestLocale() locale: Locale, @Res() reply: FastifyReply) {
    await sendWorkbook(reply, this.stockExport.prepare(dto, locale));
  }

  @WorkbookPost('aging')
  async aging(@Body() dto: AgingExportDto, @RequestLocale() locale: Locale, @Res() reply: FastifyReply) {
    await sendWorkbook(reply, await this.agingExport.prepare(dto, locale));
  }

  @WorkbookPost('profit-and-loss')
  async profitAndLoss(
    @Body() body: ProfitAndLossExportBody,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ) {
    await sendWorkbook(reply, this.profitAndLossExport.prepare(body, locale));
  }

  @WorkbookPost('vat')
  async vat(
    @Body() body: ProfitAndLossExportBody,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ) {
    await sendWorkbook(reply, this.vatExport.prepare(body, locale));
  }

  @WorkbookPost('cash-entries')
  async cashEntries(
    @Body() dto: CashEntriesExportDto,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ) {
    await sendWorkbook(reply, this.cashEntriesExport.prepare(dto, locale));
  }

  @WorkbookPost('account-statement')
  async accountStatement(
    @Body() dto: AccountStatementExportDto,
    @RequestLocale() locale: Locale,
    @Res() reply: FastifyReply,
  ) {
    await sendWorkbook(reply, await this.accountStatementExport.prepare(dto, locale));
  }

  @RequireRole('editor')
  @WorkbookPost('audit')
  async audit(@Body() dto: AuditExportDto, @RequestLocale() locale: Locale, @Res() reply: FastifyReply) {
    await sendWorkbook(reply, this.auditExport.prepare(dto, locale));
  }
}
