import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';
import { UnitOfWork } from './unit-of-work';

/**
 * The audit trail and the unit of work every write runs in (global: every domain's service takes a
 * UnitOfWork instead of opening its own transaction).
 */
@Global()
@Module({
  controllers: [AuditController],
  providers: [UnitOfWork, AuditService],
  exports: [UnitOfWork],
})
export class AuditModule {}
