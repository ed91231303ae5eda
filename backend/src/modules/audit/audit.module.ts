import { Global, Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';
import { RequestContextModule } from '../../common/request-context';
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

/**
 * What every process that writes needs besides its domain modules (the server, the command line, the
 * benchmark's seeding): the request context, the period lock and the unit of work.
 */
export const WRITE_PATH_MODULES = [RequestContextModule, SettingsModule, AuditModule];
