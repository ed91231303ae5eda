import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AppLoggerModule } from './common/logging/logger.module';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { createValidationPipe } from './common/validation/validation.pipe';
import { validateEnv } from './config/env.validation';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './modules/health/health.module';
import { PartnersModule } from './modules/partners/partners.module';
import { ProductsModule } from './modules/products/products.module';
import { PricesModule } from './modules/prices/prices.module';
import { TradeModule } from './modules/trade/trade.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { StockModule } from './modules/stock/stock.module';
import { LedgerModule } from './modules/ledger/ledger.module';
import { MoneyModule } from './modules/money/money.module';
import { ReportsModule } from './modules/reports/reports.module';
import { OverviewModule } from './modules/overview/overview.module';
import { AnalysisModule } from './modules/analysis/analysis.module';
import { AboutModule } from './modules/about/about.module';
import { ExportModule } from './modules/export/export.module';
import { BackupModule } from './modules/backup/backup.module';
import { ImportModule } from './modules/import/import.module';
import { OrdersModule } from './modules/orders/orders.module';
import { WRITE_PATH_MODULES } from './modules/audit/audit.module';
import { EventsModule } from './modules/events/events.module';

/**
 * The whole application. A factory rather than a static module: the environment is read and validated
 * when forRoot() is called (at start-up, or per test app), never as a side effect of importing a file.
 */
@Module({})
export class AppModule {
  static forRoot(): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: validateEnv, cache: true }),
        AppLoggerModule,
        DatabaseModule,
        ...WRITE_PATH_MODULES,
        AuthModule,
        HealthModule,
        PartnersModule,
        ProductsModule,
        PricesModule,
        TradeModule,
        DocumentsModule,
        StockModule,
        LedgerModule,
        MoneyModule,
        ReportsModule,
        OverviewModule,
        AnalysisModule,
        AboutModule,
        ExportModule,
        BackupModule,
        ImportModule,
        OrdersModule,
        EventsModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
