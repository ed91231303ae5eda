// Every migration, in order. Generated with `npm run migration:generate -w backend` against a server.
import { Initial1795285941263 } from './1795285941263-Initial';
import { RateLimits1795286784964 } from './1795286784964-RateLimits';
import { TradeTotals1795400000000 } from './1795400000000-TradeTotals';
import { TradeRecordCosts1795500000000 } from './1795500000000-TradeRecordCosts';
import { UsersChangedNotify1795600000000 } from './1795600000000-UsersChangedNotify';
import { CompleteBooks1795700000000 } from './1795700000000-CompleteBooks';
import { Trust1795800000000 } from './1795800000000-Trust';
import { MovementCheckpoints1795900000000 } from './1795900000000-MovementCheckpoints';
import { Receivables1796000000000 } from './1796000000000-Receivables';
import { AgingIndexes1796040000000 } from './1796040000000-AgingIndexes';
import { KeywordIndexFastupdateOff1796050000000 } from './1796050000000-KeywordIndexFastupdateOff';
import { PeriodLockForWrite1796060000000 } from './1796060000000-PeriodLockForWrite';
import { RevokedTokens1796070000000 } from './1796070000000-RevokedTokens';
import { DuplicateKeyIndex1796075000000 } from './1796075000000-DuplicateKeyIndex';
import { PartnerActive1796100000000 } from './1796100000000-PartnerActive';
import { Documents1796200000000 } from './1796200000000-Documents';
import { Orders1796300000000 } from './1796300000000-Orders';
import { Money1796400000000 } from './1796400000000-Money';
import { AccountBalance1796500000000 } from './1796500000000-AccountBalance';
import { ListReads1796600000000 } from './1796600000000-ListReads';
import { ProfitAndLossMonths1796700000000 } from './1796700000000-ProfitAndLossMonths';
import { MovementKind1796800000000 } from './1796800000000-MovementKind';
import { DocumentSpareNumbers1796810000000 } from './1796810000000-DocumentSpareNumbers';
import { Reads1796820000000 } from './1796820000000-Reads';
import { AccountAndNoSideIndexes1796830000000 } from './1796830000000-AccountAndNoSideIndexes';
import { CheckpointTriggersByProduct1796840000000 } from './1796840000000-CheckpointTriggersByProduct';
import { IdempotencyKeys1796870000000 } from './1796870000000-IdempotencyKeys';
import { RowVersions1796880000000 } from './1796880000000-RowVersions';
import { LineTax1796930000001 } from './1796930000001-LineTax';
import { PaymentAllocations1796930000002 } from './1796930000002-PaymentAllocations';

export const MIGRATIONS = [
  Initial1795285941263,
  RateLimits1795286784964,
  TradeTotals1795400000000,
  TradeRecordCosts1795500000000,
  UsersChangedNotify1795600000000,
  CompleteBooks1795700000000,
  Trust1795800000000,
  MovementCheckpoints1795900000000,
  Receivables1796000000000,
  AgingIndexes1796040000000,
  KeywordIndexFastupdateOff1796050000000,
  PeriodLockForWrite1796060000000,
  RevokedTokens1796070000000,
  DuplicateKeyIndex1796075000000,
  PartnerActive1796100000000,
  Documents1796200000000,
  Orders1796300000000,
  Money1796400000000,
  AccountBalance1796500000000,
  ListReads1796600000000,
  ProfitAndLossMonths1796700000000,
  MovementKind1796800000000,
  DocumentSpareNumbers1796810000000,
  Reads1796820000000,
  AccountAndNoSideIndexes1796830000000,
  CheckpointTriggersByProduct1796840000000,
  IdempotencyKeys1796870000000,
  RowVersions1796880000000,
  LineTax1796930000001,
  PaymentAllocations1796930000002,
];
