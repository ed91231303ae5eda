import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PERIOD_LOCK_KEY, PeriodLockService } from './period-lock.service';

export interface PeriodLockView {
  locked_through: string | null;
}

/** Settings an admin changes in the web app: the period lock. Every change is audited. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly lock: PeriodLockService,
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
}
