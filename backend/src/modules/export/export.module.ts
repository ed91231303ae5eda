import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MoneyModule } from '../money/money.module';
import { OrdersModule } from '../orders/orders.module';
import { ReportsModule } from '../reports/reports.module';
import { StockModule } from '../stock/stock.module';
import { ExportController } from './export.controller';
import { ExportQueries } from './export.queries';
import { AccountStatementExport } from './exports/account-statement.export';
import { AgingExport } from './exports/aging.export';
import { AuditExport } from './exports/audit.export';
import { CashEntriesExport } from './exports/cash-entries.export';
import { ProfitAndLossExport } from './exports/profit-and-loss.export';
import { VatExport } from './exports/vat.export';
import { AnalysisExport } from './exports/analysis.export';
import { BaseInfoExport } from './exports/base-info.export';
import { InvoiceExport } from './exports/invoice.export';
import { OrdersExport } from './exports/orders.export';
import { ReceivablePayableExport } from './exports/receivable-payable.export';
import { StatementExport } from './exports/statement.export';
import { StockExport } from './exports/stock.export';
import { TradeRecordsExport } from './exports/trade-records.export';

/**
 * Excel exports, streamed. Balances come from the ledger's queries and analysis figures from the
 * analysis service, so every figure equals its screen; the long lists are read here in keyset batches.
 */
@Module({
  imports: [LedgerModule, AnalysisModule, StockModule, OrdersModule, ReportsModule, MoneyModule],
  controllers: [ExportController],
  providers: [
    ExportQueries,
    BaseInfoExport,
    TradeRecordsExport,
    StatementExport,
    ReceivablePayableExport,
    InvoiceExport,
    AnalysisExport,
    StockExport,
    AgingExport,
    OrdersExport,
    ProfitAndLossExport,
    VatExport,
    CashEntriesExport,
    AccountStatementExport,
    AuditExport,
  ],
})
export class ExportModule {}
