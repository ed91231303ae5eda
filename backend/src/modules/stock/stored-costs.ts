import { EntityManager } from 'typeorm';
import { SqlParams } from '../../common/sql-params';

/** Where a record's cost lives: trade_record_costs is keyed by (product_id, record_id). */
export interface CostKey {
  productId: number;
  recordId: number;
}

/**
 * A product's stored costs as one text, "record_id cost" pairs separated by commas: a refresh loads
 * every stored cost, and the driver's parsing of a row per cost was most of that.
 */
const LOAD_SQL = `
  SELECT product_id, string_agg(concat(record_id, ' ', cost_amount), ',') AS costs
    FROM trade_record_costs WHERE product_id = ANY($1::int[])
   GROUP BY product_id`;

/** The insert of new costs, its three arrays the parameters from $`first` on. */
const INSERT_SQL = `
  INSERT INTO trade_record_costs (product_id, record_id, cost_amount)
  SELECT * FROM unnest($1::int[], $2::int[], $3::numeric[])`;

const UPDATE_SQL = `
  UPDATE trade_record_costs c SET cost_amount = u.cost_amount
  FROM unnest($1::int[], $2::int[], $3::numeric[]) AS u(product_id, record_id, cost_amount)
  WHERE c.product_id = u.product_id AND c.record_id = u.record_id`;

const DELETE_SQL = `
  DELETE FROM trade_record_costs c
  USING unnest($1::int[], $2::int[]) AS u(product_id, record_id)
  WHERE c.product_id = u.product_id AND c.record_id = u.record_id`;

/**
 * The stored costs of some (locked) products, reconciled with what a replay of their histories
 * computes: only differences are written, as plain inserts, updates and deletes (an upsert measured
 * twice as slow). Costs of records that are no longer in a product's history are deleted.
 */
export class StoredCosts {
  private readonly inserts = new CostColumns();
  private readonly updates = new CostColumns();

  private constructor(
    /** product_id → record_id → stored cost; what is left after the replay is deleted. */
    private readonly stored: Map<number, Map<number, string>>,
  ) {}

  static async load(manager: EntityManager, productIds: number[]): Promise<StoredCosts> {
    const rows: { product_id: number; costs: string }[] = await manager.query(LOAD_SQL, [productIds]);
    const stored = new Map<number, Map<number, string>>();
    for (const row of rows) {
      const costs = new Map<number, string>();
      for (const pair of row.costs.split(',')) {
        const space = pair.indexOf(' ');
        costs.set(Number(pair.slice(0, space)), pair.slice(space + 1));
      }
      stored.set(row.product_id, costs);
    }
    return new StoredCosts(stored);
  }

  /**
   * The insert that stores the costs of records just inserted (nothing is stored for them yet), to run
   * inside another statement (a data-modifying WITH): its SQL, its parameters added to `p`.
   */
  static insertStatement(costs: { key: CostKey; amount: string }[], p: SqlParams): string {
    const columns = new CostColumns();
    for (const { key, amount } of costs) columns.push(key, amount);
    const types = ['int', 'int', 'numeric'];
    const [productIds, recordIds, amounts] = columns
      .arrays()
      .map((values, i) => p.array(values, types[i], () => arrayLiteral(values)));
    return `INSERT INTO trade_record_costs (product_id, record_id, cost_amount)
  SELECT * FROM unnest(${productIds}, ${recordIds}, ${amounts})`;
  }

  /** The replay's cost of one record of the history (null: the record carries no cost). */
  set(key: CostKey, amount: string | null): void {
    const costs = this.stored.get(key.productId);
    const before = costs?.get(key.recordId);
    if (before === undefined) {
      if (amount !== null) this.inserts.push(key, amount);
    } else if (amount !== null) {
      costs!.delete(key.recordId);
      if (amount !== before) this.updates.push(key, amount);
    }
  }

  /** Keeps a record's stored cost as it is (a closed period); returns it (undefined: none stored). */
  keep(key: CostKey): string | undefined {
    const costs = this.stored.get(key.productId);
    const before = costs?.get(key.recordId);
    costs?.delete(key.recordId);
    return before;
  }

  /** Writes the differences; returns how many stored costs changed. */
  async write(manager: EntityManager): Promise<number> {
    const deletes = new CostColumns();
    for (const [productId, costs] of this.stored) {
      for (const recordId of costs.keys()) deletes.push({ productId, recordId }, null);
    }
    if (deletes.size > 0) await manager.query(DELETE_SQL, deletes.params().slice(0, 2));
    if (this.updates.size > 0) await manager.query(UPDATE_SQL, this.updates.params());
    if (this.inserts.size > 0) await manager.query(INSERT_SQL, this.inserts.params());
    return deletes.size + this.updates.size + this.inserts.size;
  }
}

/** Parallel arrays for one unnest() statement. */
class CostColumns {
  readonly productIds: number[] = [];
  readonly recordIds: number[] = [];
  readonly amounts: (string | null)[] = [];

  get size(): number {
    return this.recordIds.length;
  }

  push(key: CostKey, amount: string | null): void {
    this.productIds.push(key.productId);
    this.recordIds.push(key.recordId);
    this.amounts.push(amount);
  }

  arrays(): [number[], number[], (string | null)[]] {
    return [this.productIds, this.recordIds, this.amounts];
  }

  /** The three arrays as PostgreSQL array literals (see `arrayLiteral`). */
  params(): string[] {
    return this.arrays().map(arrayLiteral);
  }
}

/**
 * An array of integers or plain decimals as a PostgreSQL array literal. None needs quoting; joining them
 * is ~6× cheaper than the driver's element-by-element escaping, which was a tenth of a refresh's server CPU.
 */
function arrayLiteral(values: readonly (number | string | null)[]): string {
  return `{${values.map((v) => v ?? 'NULL').join(',')}}`;
}
