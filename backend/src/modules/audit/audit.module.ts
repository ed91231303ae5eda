import { Global, Module } from '@nestjs/common';
import { AuditSink } from '../../database/unit-of-work/unit-of-work';
import { UnitOfWorkModule } from '../../database/unit-of-work/unit-of-work.module';
import { BooksModule } from '../books/books.module';
import { SettingsModule } from '../settings/settings.module';
import { AuditController } from './audit.controller';
import { AuditRecorder } from './audit-recorder';
import { AuditService } from './audit.service';
import { RequestContextModule } from '../../common/request-context';
import { ChangeNoticesModule } from '../events/events.module';

/**
 * The audit trail: its list, and the recorder every unit of work writes its records with (global, as
 * the unit of work is).
 */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditService, { provide: AuditSink, useClass: AuditRecorder }],
  exports: [AuditSink, AuditService],
})
export class AuditModule {}

/**
 * What every process that writes needs besides its domain modules (the server, the command line, the
 * benchmark's seeding): the request context, the period lock, the unit of work, its audit recorder and
 * change notices, and the posting engine.
 */
export const WRITE_PATH_MODULES = [
  RequestContextModule,
  SettingsModule,
  AuditModule,
  ChangeNoticesModule,
  UnitOfWorkModule,
  BooksModule,
];
