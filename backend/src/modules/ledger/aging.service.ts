import { Injectable } from '@nestjs/common';
import { SnapshotCache } from '../../common/cache/snapshot-cache';
import { todayDateOnly } from '../../common/dates';
import { resolveSort } from '../../common/pagination/sort';
import { agingEdges, agingLabels } from './aging';
import { AgingQueries, AgingRow } from './aging.queries';
import { Side } from '../../common/side';
import { PartnerAgingResponse } from './dto/ledger.response.dto';

export interface AgingInput {
  /** YYYY-MM-DD; default today (server time zone). */
  asOf?: string | null;
  /** Validated edges text (`30,60,90`); default 30,60,90. */
  buckets?: string | null;
  sortField?: string;
  sortOrder?: string;
}

/** A partner's row: `{ customer_code | supplier_code, customer_short_name | supplier_short_name, balance, amounts }`. */
export type AgingRowView = Record<string, string | number | number[] | null>;

export interface AgingView {
  as_of: string;
  buckets: string[];
  data: AgingRowView[];
  /** Σ of each bucket over the rows. */
  totals: number[];
}

/** A partner's aging as numbers, for the answer and for sorting (the nearest double of each exact figure). */
interface AgedPartner {
  row: AgingRow;
  balance: number;
  amounts: number[];
}

/**
 * Receivable and payable aging: one implementation parameterised by the side. The
 * figures, exact, come from AgingQueries; here they are sorted and answered.
 */
@Injectable()
export class AgingService {
  constructor(
    private readonly queries: AgingQueries,
    private readonly cache: SnapshotCache,
  ) {}

  /**
   * Every partner of the side with a balance ≠ 0 as of the date, sorted by a whitelisted column
   * (default balance, largest first; ties by short name), with the bucket totals. Reused until the
   * database changes (SnapshotCache): the office reads it far more often than a ledger of hundreds of
   * customers changes, and computing it reads tens of thousands of index entries.
   */
  async aging(side: Side, input: AgingInput): Promise<AgingView> {
    const asOf = input.asOf ?? todayDateOnly();
    const key = ['aging', side.partner, asOf, input.buckets, input.sortField, input.sortOrder].join('|');
    return this.cache.get(key, () => this.computeAging(side, asOf, input));
  }

  private async computeAging(side: Side, asOf: string, input: AgingInput): Promise<AgingView> {
    const edges = agingEdges(input.buckets);
    const { rows, totals } = await this.queries.agingRows(side, asOf, edges);
    const aged = rows.map(age);
    const sort = resolveSort(sortWhitelist(side, edges.length + 2), input.sortField, input.sortOrder, {
      field: 'balance',
      order: 'DESC',
    });
    const direction = sort.order === 'ASC' ? 1 : -1;
    const compare = comparison(sort.expression);
    aged.sort(
      (a, b) =>
        direction * compare(a, b) ||
        byName.compare(a.row.short_name, b.row.short_name) ||
        a.row.partner_id - b.row.partner_id,
    );
    const codeField = `${side.partner}_code`;
    const nameField = `${side.partner}_short_name`;
    return {
      as_of: asOf,
      buckets: agingLabels(edges),
      data: aged.map((partner) => ({
        [codeField]: partner.row.code,
        [nameField]: partner.row.short_name,
        balance: partner.balance,
        amounts: partner.amounts,
      })),
      totals: totals.map(Number),
    };
  }

  /** One partner's aging as of a date (all zeros when it owes nothing). */
  async partnerAging(
    side: Side,
    partnerId: number,
    asOf: string,
    buckets?: string | null,
  ): Promise<PartnerAgingResponse> {
    const edges = agingEdges(buckets);
    const {
      rows: [row],
    } = await this.queries.agingRows(side, asOf, edges, partnerId);
    const aged = age(row);
    return { as_of: asOf, buckets: agingLabels(edges), balance: aged.balance, amounts: aged.amounts };
  }
}

/** localeCompare's order (the default locale) with its collator built once, not at every comparison. */
const byName = new Intl.Collator();

function age(row: AgingRow): AgedPartner {
  return { row, balance: Number(row.balance), amounts: row.amounts.map(Number) };
}

/**
 * The sortable columns: the partner's code and short name, the balance and each bucket as
 * `amounts.<index>` (0 = current). Anything else sorts by balance.
 */
function sortWhitelist(side: Side, buckets: number): Record<string, string> {
  const whitelist: Record<string, string> = {
    [`${side.partner}_code`]: 'code',
    [`${side.partner}_short_name`]: 'short_name',
    balance: 'balance',
  };
  for (let i = 0; i < buckets; i++) whitelist[`amounts.${i}`] = String(i);
  return whitelist;
}

/** The ascending order of a sort key (chosen once: a sort compares some 7,000 pairs). */
function comparison(key: string): (a: AgedPartner, b: AgedPartner) => number {
  if (key === 'code') return (a, b) => byName.compare(a.row.code ?? '', b.row.code ?? '');
  if (key === 'short_name') return (a, b) => byName.compare(a.row.short_name, b.row.short_name);
  if (key === 'balance') return (a, b) => a.balance - b.balance;
  const bucket = Number(key);
  return (a, b) => a.amounts[bucket] - b.amounts[bucket];
}
