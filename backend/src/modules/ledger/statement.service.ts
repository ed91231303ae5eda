import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { SnapshotCache } from '../../common/cache/snapshot-cache';
import { AgingService } from './aging.service';
import { Side } from '../../common/side';
import { StatementQueries } from './statement.queries';
import { DomainError } from '../../common/errors/domain-error';
import { StatementResponse } from './dto/ledger.response.dto';

export interface StatementInput {
  startDate: string;
  endDate: string;
  /** Edges of the aging that ends the statement (validated text; default 30,60,90). */
  buckets?: string | null;
}

/**
 * Statement of account: one partner's movements over a period, oldest first, between
 * the balance before its first day and the balance at the end of its last, and the partner's aging as
 * of that last day. closing = opening + Σ debit − Σ credit holds exactly: the closing balance is the
 * aging's balance as of the last day (the all-time balance minus what is dated after it), and the
 * opening balance is the closing balance less the period's lines (summed in SQL), so only the period
 * and what follows it are read, never the whole history.
 */
@Injectable()
export class StatementService {
  constructor(
    private readonly queries: StatementQueries,
    private readonly aging: AgingService,
    private readonly cache: SnapshotCache,
  ) {}

  /** Reused until the database changes (SnapshotCache), as the aging is. */
  async statement(side: Side, code: string, input: StatementInput): Promise<StatementResponse> {
    const { startDate, endDate } = input;
    if (startDate > endDate) throw new DomainError('VALIDATION_FAILED.dateRange');
    const key = ['statement', side.partner, code, startDate, endDate, input.buckets].join('|');
    return this.cache.get(key, () => this.computeStatement(side, code, input));
  }

  private async computeStatement(
    side: Side,
    code: string,
    { startDate, endDate, buckets }: StatementInput,
  ): Promise<StatementResponse> {
    const partner = await this.queries.partnerCard(side, code);
    if (!partner) throw new DomainError('NOT_FOUND', { entity: side.partner, id: code });
    // The aging as of the last day carries the balance then: the closing balance.
    const aging = await this.aging.partnerAging(side, partner.id, endDate, buckets);
    const closing = new Decimal(aging.balance);
    const { opening, lines } = await this.queries.lines(
      side,
      partner.id,
      { from: startDate, to: endDate },
      closing.toString(),
    );
    return {
      partner: {
        code: partner.code,
        short_name: partner.short_name,
        full_name: partner.full_name,
        address: partner.address,
        contact_person: partner.contact_person,
        contact_phone: partner.contact_phone,
        payment_terms_days: partner.payment_terms_days,
      },
      start_date: startDate,
      end_date: endDate,
      opening_balance: Number(opening),
      lines: lines.map((line) => ({
        date: line.date,
        kind: line.kind,
        reference: line.reference,
        document_id: line.document_id,
        description: line.description,
        debit: line.debit === null ? null : Number(line.debit),
        credit: line.credit === null ? null : Number(line.credit),
        balance: Number(line.balance),
      })),
      closing_balance: closing.toNumber(),
      aging,
    };
  }
}
