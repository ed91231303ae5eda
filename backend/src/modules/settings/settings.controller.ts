import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { PeriodLockDto } from './dto/period-lock.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@ApiBearerAuth()
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Every user may read it: the web app disables edits of locked rows. */
  @Get('period-lock')
  periodLock() {
    return this.settings.periodLock();
  }

  @RequireRole('admin')
  @Put('period-lock')
  setPeriodLock(@Body() body: PeriodLockDto) {
    return this.settings.setPeriodLock(body.locked_through);
  }
}
