import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Queryable } from '../../common/sql-params';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { AppSettingsService } from '../../database/app-settings.service';
import { InventoryService } from './inventory.service';

/** app_settings key holding the cost method the stored costs were computed with. */
export const COST_METHOD_SETTING = 'cost_method';

/**
 * The advisory lock of a full stock rebuild: a change of COST_METHOD at start and POST /stock/refresh
 * take it, so two rebuilds never run at once on any instance. Arbitrary, distinct from the migration
 * lock's.
 */
const STOCK_REBUILD_LOCK_KEY = 720_451_002;

/** Takes the rebuild lock on this session when no other holds it; whether it was taken. */
export async function tryLockStockRebuild(db: Queryable): Promise<boolean> {
  const [{ locked }] = await db.query('SELECT pg_try_advisory_lock($1) AS locked', [STOCK_REBUILD_LOCK_KEY]);
  return locked;
}

/** Gives the rebuild lock back (a lost connection gives it back by itself, so a failure is ignored). */
export async function unlockStockRebuild(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_unlock($1)', [STOCK_REBUILD_LOCK_KEY]).catch(() => undefined);
}

/**
 * At start-up: when the stored costs were computed with another method than COST_METHOD (or the
 * method was never recorded while records exist), rebuild every cost once, then record the method.
 * A session advisory lock makes a second instance starting at the same time wait, then find nothing
 * to do. Everything runs on one connection (the embedded database has only one).
 */
@Injectable()
export class CostMethodBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(CostMethodBootstrap.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly settings: AppSettingsService,
    private readonly inventory: InventoryService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureCostMethod();
  }

  /** Returns true when the costs were rebuilt. */
  async ensureCostMethod(): Promise<boolean> {
    const method = this.inventory.method;
    return this.uow.session(async (session) => {
      await session.query('SELECT pg_advisory_lock($1)', [STOCK_REBUILD_LOCK_KEY]);
      try {
        const stored = await this.settings.get(COST_METHOD_SETTING, session);
        if (stored === method) return false;
        const [{ any }] = await session.query('SELECT EXISTS (SELECT 1 FROM trade_records) AS any');
        let rebuilt = false;
        if (stored !== null || any) {
          const result = await this.inventory.rebuildAll(session);
          this.logger.log(
            `cost method ${stored ?? '(unrecorded)'} -> ${method}: ${result.costs_updated} costs and ` +
              `${result.stock_rows_updated} stock rows rebuilt`,
          );
          rebuilt = true;
        }
        await this.uow.run((tx) => this.settings.set(COST_METHOD_SETTING, method, tx.manager), session);
        return rebuilt;
      } finally {
        await unlockStockRebuild(session);
      }
    });
  }
}
