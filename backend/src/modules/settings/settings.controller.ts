import { Body, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { PeriodLockResponse } from './dto/period-lock.response.dto';
import { RequireRole } from '../../common/auth/access.decorator';
import { PeriodLockDto } from './dto/period-lock.dto';
import { SettingsService } from './settings.service';
import { TaxSettingsDto, TaxSettingsResponse } from './dto/tax-settings.dto';
import { ApiController, Read } from '../../common/http/endpoints';

@ApiController('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Every user may read it: the web app disables edits of locked rows. */
  @Read(PeriodLockResponse, 'period-lock')
  periodLock(): Promise<PeriodLockResponse> {
    return this.settings.periodLock();
  }

  @RequireRole('admin')
  @Put('period-lock')
  @ApiOkResponse({ type: PeriodLockResponse })
  setPeriodLock(@Body() body: PeriodLockDto): Promise<PeriodLockResponse> {
    return this.settings.setPeriodLock(body.locked_through);
  }

  /** Every user may read it: the document form computes a line's tax as prices are typed. */
  @Read(TaxSettingsResponse, 'tax')
  tax(): Promise<TaxSettingsResponse> {
    return this.settings.tax();
  }

  @RequireRole('admin')
  @Put('tax')
  @ApiOkResponse({ type: TaxSettingsResponse })
  setTax(@Body() body: TaxSettingsDto): Promise<TaxSettingsResponse> {
    return this.settings.setTax(body.default_rate, body.prices_include_tax);
  }
}
