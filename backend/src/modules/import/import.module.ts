import { Module } from '@nestjs/common';
import { MoneyModule } from '../money/money.module';
import { LedgerModule } from '../ledger/ledger.module';
import { OrdersModule } from '../orders/orders.module';
import { PartnersModule } from '../partners/partners.module';
import { PricesModule } from '../prices/prices.module';
import { ProductsModule } from '../products/products.module';
import { StockModule } from '../stock/stock.module';
import { TradeModule } from '../trade/trade.module';
import { ImportController } from './import.controller';
import { ImportService } from './import.service';
import { PartnersImporter, PricesImporter, ProductsImporter } from './importers/master-data.importers';
import { StaleUploadsCleanup } from './upload-files';

/** Import from Excel: every row through the services of its domain, in one unit of work. */
@Module({
  imports: [
    PartnersModule,
    ProductsModule,
    PricesModule,
    TradeModule,
    StockModule,
    LedgerModule,
    OrdersModule,
    MoneyModule,
  ],
  controllers: [ImportController],
  providers: [ImportService, PartnersImporter, ProductsImporter, PricesImporter, StaleUploadsCleanup],
})
export class ImportModule {}
