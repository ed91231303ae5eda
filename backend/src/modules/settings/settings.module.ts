import { Global, Module } from '@nestjs/common';
import { PeriodLockService } from './period-lock.service';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

/** Settings, and the period lock every dated write is checked against (global: the unit of work uses it). */
@Global()
@Module({
  controllers: [SettingsController],
  providers: [PeriodLockService, SettingsService],
  exports: [PeriodLockService],
})
export class SettingsModule {}
