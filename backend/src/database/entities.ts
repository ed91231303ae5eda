import { AppSetting } from './app-setting.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { AuditCount } from '../modules/audit/audit-count.entity';
import { RateLimit } from '../common/rate-limit/rate-limit.entity';
import { IdempotencyKey } from '../common/idempotency/idempotency-key.entity';
import { User } from '../modules/users/user.entity';
import { RevokedToken } from '../modules/users/revoked-token.entity';
import { Partner } from '../modules/partners/partner.entity';
import { Product } from '../modules/products/product.entity';
import { ProductPrice } from '../modules/prices/product-price.entity';
import { TradeRecord } from '../modules/trade/trade-record.entity';
import {
  TradeDocument,
  TradeDocumentCounter,
  TradeDocumentSpareNumber,
} from '../modules/documents/trade-document.entity';
import { Stock } from '../modules/stock/stock.entity';
import { TradeRecordCost } from '../modules/stock/trade-record-cost.entity';
import { StockCheckpoint } from '../modules/stock/stock-checkpoint.entity';
import { Payment } from '../modules/ledger/payment.entity';
import { PartnerBalance } from '../modules/ledger/partner-balance.entity';
import { PaymentAllocation } from '../modules/ledger/payment-allocation.entity';
import { OpeningBalance } from '../modules/ledger/opening-balance.entity';
import { Order } from '../modules/orders/order.entity';
import { OrderLine } from '../modules/orders/order-line.entity';
import { Account } from '../modules/money/account.entity';
import { AccountTransfer } from '../modules/money/account-transfer.entity';
import { CashEntry } from '../modules/money/cash-entry.entity';
import { ProfitAndLossMonth } from '../modules/reports/profit-and-loss-month.entity';
import { ListCount } from './list-count.entity';

export const ENTITIES = [
  AppSetting,
  RateLimit,
  IdempotencyKey,
  User,
  Partner,
  Product,
  ProductPrice,
  TradeDocument,
  TradeDocumentCounter,
  TradeDocumentSpareNumber,
  TradeRecord,
  TradeRecordCost,
  Stock,
  StockCheckpoint,
  Account,
  Payment,
  AccountTransfer,
  CashEntry,
  PartnerBalance,
  PaymentAllocation,
  OpeningBalance,
  AuditEntry,
  AuditCount,
  RevokedToken,
  Order,
  OrderLine,
  ProfitAndLossMonth,
  ListCount,
];
