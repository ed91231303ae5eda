import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PERIOD_LOCK_KEY, PeriodLockService } from './period-lock.service';
import { AppSettingsService } from '../../database/app-settings.service';
import { formatTaxSettings, parseTaxSettings, TAX_SETTINGS_KEY, TaxSettings } from './tax-settings';
import { toNumber } from '../../common/numeric';

export interface PeriodLockView {
  locked_through: string | null;
}

export interface TaxSettingsView {
  default_rate: number;
  prices_include_tax: boolean;
}

const taxView = (settings: TaxSettings): TaxSettingsView => ({
  default_rate: toNumber(settings.default_rate),
  prices_include_tax: settings.prices_include_tax,
});

/** Settings an admin changes in the web app: the period lock and the tax. Every change is audited. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly lock: PeriodLockService,
    private readonly appSettings: AppSettingsService,
  ) {}

  async periodLock(): Promise<PeriodLockView> {
    return { locked_through: await this.lock.get() };
  }

  setPeriodLock(lockedThrough: string | null): Promise<PeriodLockView> {
    return this.uow.run(async (tx) => {
      const previous = await this.lock.set(tx.manager, lockedThrough);
      tx.updated('setting', PERIOD_LOCK_KEY, { locked_through: previous }, { locked_through: lockedThrough });
      return { locked_through: lockedThrough };
    });
  }

  async tax(): Promise<TaxSettingsView> {
    return taxView(parseTaxSettings(await this.appSettings.get(TAX_SETTINGS_KEY)));
  }

  /** Saves the tax settings: the writes made after it take them (a record keeps those it was made with). */
  setTax(defaultRate: string, pricesIncludeTax: boolean): Promise<TaxSettingsView> {
    return this.uow.run(async (tx) => {
      const previous = parseTaxSettings(await this.appSettings.get(TAX_SETTINGS_KEY, tx.manager));
      const next = parseTaxSettings(
        formatTaxSettings({ default_rate: defaultRate, prices_include_tax: pricesIncludeTax }),
      );
      await this.appSettings.set(TAX_SETTINGS_KEY, formatTaxSettings(next), tx.manager);
      tx.updated('setting', TAX_SETTINGS_KEY, taxView(previous), taxView(next));
      return taxView(next);
    });
  }
}
