import { Global, Module } from '@nestjs/common';
import { UnitOfWork } from './unit-of-work';

/**
 * The unit of work every write runs in (global: every service takes a UnitOfWork instead of opening a
 * transaction of its own). Its AuditSink comes from the audit module.
 */
@Global()
@Module({
  providers: [UnitOfWork],
  exports: [UnitOfWork],
})
export class UnitOfWorkModule {}
