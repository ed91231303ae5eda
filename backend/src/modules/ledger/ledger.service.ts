import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { DataSource, EntityManager } from 'typeorm';
import { resolveSort } from '../../common/pagination/sort';
import {
  AllocationView,
  BalanceRowView,
  LedgerRecordView,
  PaymentView,
  SubList,
  balanceSortWhitelist,
  mapBalanceRow,
  mapLedgerRecord,
  mapOpeningLine,
  mapPayment,
  mapSummary,
} from './ledger.mappers';
import {
  BalanceSortKey,
  LedgerPartner,
  LedgerQueries,
  deletePaymentRow,
  lockPayment,
} from './ledger.queries';
import { Direction, Side } from '../../common/side';
import { PostingEngine } from '../books/posting-engine';
import { PayMethod, Payment } from './payment.entity';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { DomainError } from '../../common/errors/domain-error';
import { assertVersion } from '../../database/row-version';
import { AccountsService } from '../money/accounts.service';
import {
  AllocationEntry,
  allocationsOfPayments,
  documentOpenAmounts,
  lockDocuments,
} from '../books/allocations';

export interface BalanceListInput {
  page: number;
  limit: number;
  shortName?: string | null;
  sortField?: string;
  sortOrder?: string;
}

export interface BalanceList {
  data: BalanceRowView[];
  page: number;
  limit: number;
  total: number;
}

export interface BalanceDetailInput {
  paymentPage: number;
  paymentLimit: number;
  recordPage: number;
  recordLimit: number;
}

/** A payment as the controllers hand it over: the side's `<partner>_code` read into partnerCode. */
export interface PaymentInput {
  partnerCode: string;
  /** A validated decimal string (at most 2 decimals). */
  amount: string;
  pay_date: string;
  pay_method: PayMethod;
  remark?: string | null;
  /** The account the money went into or out of; left out: the default account. */
  account_id?: number | null;
  /** The documents of the partner the payment settles, amounts as validated decimal texts. */
  allocations?: { document_id: number; amount: string }[] | null;
}

/** The fields of an edit; absent ones stay as they are; `version`: the one the edit is based on. */
export type PaymentChanges = Partial<PaymentInput> & { version?: number | null };

/**
 * Receivables and payables: one implementation, parameterised by the side. Reads are live sums
 * (LedgerQueries); payment writes check the side's rules and run in one transaction each.
 */
@Injectable()
export class LedgerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: LedgerQueries,
    private readonly books: PostingEngine,
    private readonly uow: UnitOfWork,
    private readonly accounts: AccountsService,
  ) {}

  /** One row per partner of the side, searched, sorted (default balance descending) and paged. */
  async list(side: Side, input: BalanceListInput): Promise<BalanceList> {
    const sort = resolveSort(balanceSortWhitelist(side), input.sortField, input.sortOrder, {
      field: 'balance',
      order: 'DESC',
    });
    const filter = { shortName: input.shortName ?? null };
    const [rows, total] = await Promise.all([
      this.queries.balanceRows(side, filter, {
        sort: { key: sort.expression as BalanceSortKey, order: sort.order },
        window: { offset: (input.page - 1) * input.limit, limit: input.limit },
      }),
      this.queries.countBalanceRows(side, filter),
    ]);
    return { data: rows.map((row) => mapBalanceRow(side, row)), page: input.page, limit: input.limit, total };
  }

  /**
   * The partner, its summary (opening balance included), its opening balance, its records without an
   * invoice number (`uninvoiced: { count, total }`), and its payments and records as paged sub-lists;
   * unknown code: 404.
   */
  async details(side: Side, code: string, input: BalanceDetailInput): Promise<Record<string, unknown>> {
    const partner = await this.queries.findPartner(side, code);
    if (!partner) throw new DomainError('NOT_FOUND', { entity: side.partner, id: code });
    const byPartner = { partnerId: partner.id };
    const [summary, opening, payments, paymentTotal, records, recordTotal, uninvoiced] = await Promise.all([
      this.queries.balanceSummary(side, partner.id),
      this.queries.openingBalance(partner.id),
      this.queries.paymentRows(side, byPartner, { window: windowOf(input.paymentPage, input.paymentLimit) }),
      this.queries.countPayments(side, byPartner),
      this.queries.recordRows(side, byPartner, { window: windowOf(input.recordPage, input.recordLimit) }),
      this.queries.countRecords(side, byPartner),
      this.queries.uninvoiced(side, partner.id),
    ]);
    const allocated = await allocationsOfPayments(
      this.dataSource.manager,
      payments.map((row) => row.id),
    );
    const paymentList: SubList<PaymentView> = {
      data: payments.map((row) => mapPayment(side, row, allocated.get(row.id))),
      page: input.paymentPage,
      limit: input.paymentLimit,
      total: paymentTotal,
    };
    const recordList: SubList<LedgerRecordView> = {
      data: records.map((row) => mapLedgerRecord(side, row)),
      page: input.recordPage,
      limit: input.recordLimit,
      total: recordTotal,
    };
    return {
      [side.partner]: { code: partner.code, short_name: partner.short_name, full_name: partner.full_name },
      summary: mapSummary(side, summary),
      // Part of the summary's total; shown so that total = opening + Σ records can be checked.
      opening_balance: mapOpeningLine(opening),
      // Invoice tracking: the records still to invoice, returns included.
      uninvoiced,
      payment_records: paymentList,
      [`${side.route}_records`]: recordList,
      payment_pagination: pageInfo(paymentList),
      [`${side.route}_pagination`]: pageInfo(recordList),
    };
  }

  async createPayment(side: Side, input: PaymentInput): Promise<PaymentView> {
    return this.uow.run((tx) => this.createPaymentIn(tx, side, input));
  }

  /** Creates a payment inside a unit of work that may hold other writes (the import). */
  async createPaymentIn(tx: Tx, side: Side, input: PaymentInput): Promise<PaymentView> {
    this.assertAmount(side, input.amount);
    const manager = tx.manager;
    const entry = this.books.entry(tx);
    await entry.touches(input.pay_date);
    const partner = await this.partnerForPayment(side, input.partnerCode, manager);
    const allocations = await this.checkAllocations(
      manager,
      side,
      partner.id,
      input.amount,
      input.allocations,
    );
    const account = await this.accounts.resolve(manager, input.account_id);
    const inserted = await manager.insert(Payment, {
      direction: side.direction,
      partner_id: partner.id,
      account_id: account.id,
      // A validated decimal string: numeric receives it exactly.
      amount: input.amount as unknown as number,
      pay_date: input.pay_date,
      pay_method: input.pay_method,
      remark: input.remark ?? null,
    });
    const id = Number(inserted.identifiers[0].id);
    let view: PaymentView = {};
    await entry.post({
      money: [
        {
          partnerId: partner.id,
          accountId: account.id,
          amount: input.amount,
          sign: 1,
          flow: paymentFlow(side),
        },
      ],
      allocations:
        allocations.length > 0 ? [{ paymentId: id, partnerId: partner.id, entries: allocations }] : [],
      // Read once the allocations are written: the answer and the audit entry show them.
      audit: async () => {
        view = await this.readPayment(side, id, manager);
        return [{ action: 'create', entity: paymentEntity(side), id, after: view }];
      },
    });
    return view;
  }

  /** Changes the fields sent; a payment of the other side is not found (404). */
  async updatePayment(side: Side, id: number, input: PaymentChanges): Promise<PaymentView> {
    if (input.amount !== undefined) this.assertAmount(side, input.amount);
    return this.uow.run(async (tx) => {
      const manager = tx.manager;
      const entry = this.books.entry(tx);
      const payment = await lockPayment(manager, side, id);
      if (!payment) throw new DomainError('NOT_FOUND', { entity: 'payment', id });
      assertVersion(input.version, payment.version);
      await entry.touches(payment.pay_date, input.pay_date);
      const before = await this.readPayment(side, id, manager);
      const changes: Partial<Payment> = {};
      if (input.partnerCode !== undefined) {
        changes.partner_id = (await this.partnerForPayment(side, input.partnerCode, manager)).id;
      }
      if (input.amount !== undefined) changes.amount = input.amount as unknown as number;
      if (input.pay_date !== undefined) changes.pay_date = input.pay_date;
      if (input.pay_method !== undefined) changes.pay_method = input.pay_method;
      if (input.remark !== undefined) changes.remark = input.remark;
      if (input.account_id !== undefined)
        changes.account_id = (await this.accounts.resolve(manager, input.account_id)).id;
      if (Object.keys(changes).length > 0) await manager.update(Payment, { id }, changes);
      const partnerId = changes.partner_id ?? payment.partner_id;
      const accountId = changes.account_id ?? payment.account_id;
      const amount = input.amount ?? payment.amount;
      // Sent: they replace the payment's allocations; left out: the ones it has, checked again.
      const kept = (before.allocations as AllocationView[]).map((a) => ({
        document_id: a.document_id,
        amount: String(a.amount),
      }));
      const allocations = await this.checkAllocations(
        manager,
        side,
        partnerId,
        String(amount),
        input.allocations !== undefined ? input.allocations : kept,
        id,
      );
      let view: PaymentView = {};
      await entry.post({
        allocations: [{ paymentId: id, partnerId, entries: allocations }],
        money:
          partnerId !== payment.partner_id ||
          accountId !== payment.account_id ||
          !new Decimal(amount).eq(payment.amount)
            ? [
                {
                  partnerId: payment.partner_id,
                  accountId: payment.account_id,
                  amount: payment.amount,
                  sign: -1,
                  flow: paymentFlow(side),
                },
                { partnerId, accountId, amount, sign: 1, flow: paymentFlow(side) },
              ]
            : [],
        audit: async () => {
          view = await this.readPayment(side, id, manager);
          return [{ action: 'update', entity: paymentEntity(side), id, before, after: view }];
        },
      });
      return view;
    });
  }

  async deletePayment(side: Side, id: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const manager = tx.manager;
      const entry = this.books.entry(tx);
      const before = await this.queries.findPayment(side, id, manager);
      if (!before) throw new DomainError('NOT_FOUND', { entity: 'payment', id });
      const view = mapPayment(side, before, (await allocationsOfPayments(manager, [id])).get(id));
      await entry.touches(view.pay_date as string);
      const deleted = await deletePaymentRow(manager, side, id);
      if (!deleted) throw new DomainError('NOT_FOUND', { entity: 'payment', id });
      await entry.post({
        money: [
          {
            partnerId: deleted.partner_id,
            accountId: deleted.account_id,
            amount: deleted.amount,
            sign: -1,
            flow: paymentFlow(side),
          },
        ],
        audit: [{ action: 'delete', entity: paymentEntity(side), id, before: view }],
      });
    });
  }

  /** Not 0; below 0 only where the side allows adjustments (receivables). */
  private assertAmount(side: Side, amount: string): void {
    const value = new Decimal(amount);
    if (value.isZero()) throw new DomainError('VALIDATION_FAILED.notZero', { field: 'amount' });
    if (value.isNegative() && !side.allowNegativePayment) {
      throw new DomainError('VALIDATION_FAILED.positive', { field: 'amount' });
    }
  }

  /**
   * The allocations a payment of `amount` to the partner may make, in document id order: each names a
   * document of that partner once and takes at most what is open of it (as if this payment,
   * `paymentId`, did not exist yet), and together they take at most the payment's amount; 400
   * VALIDATION_FAILED naming the document otherwise. The documents stay locked until the write ends.
   */
  private async checkAllocations(
    manager: EntityManager,
    side: Side,
    partnerId: number,
    amount: string,
    allocations: PaymentInput['allocations'],
    paymentId: number | null = null,
  ): Promise<AllocationEntry[]> {
    if (!allocations || allocations.length === 0) return [];
    if (!new Decimal(amount).isPositive()) throw new DomainError('VALIDATION_FAILED.allocationAdjustment');
    const seen = new Set<number>();
    for (const a of allocations) {
      if (seen.has(a.document_id))
        throw new DomainError('VALIDATION_FAILED.allocationRepeated', { document: a.document_id });
      seen.add(a.document_id);
    }
    const documents = await lockDocuments(manager, [...seen]);
    for (const a of allocations) {
      const document = documents.get(a.document_id);
      if (!document || document.direction !== side.direction || document.partner_id !== partnerId) {
        throw new DomainError('VALIDATION_FAILED.allocationPartner', {
          document: document?.document_number ?? a.document_id,
          entity: side.partner,
        });
      }
    }
    const open = await documentOpenAmounts(manager, side.direction, [partnerId], paymentId);
    for (const a of allocations) {
      const left = open.get(a.document_id) ?? '0';
      if (new Decimal(a.amount).gt(left)) {
        throw new DomainError('VALIDATION_FAILED.allocationOverOpen', {
          document: documents.get(a.document_id)!.document_number,
          amount: new Decimal(a.amount).toFixed(2),
          open: new Decimal(left).toFixed(2),
        });
      }
    }
    const total = allocations.reduce((sum, a) => sum.plus(a.amount), new Decimal(0));
    if (total.gt(amount)) {
      throw new DomainError('VALIDATION_FAILED.allocationsOverPayment', {
        total: total.toFixed(2),
        amount: new Decimal(amount).toFixed(2),
      });
    }
    return allocations
      .map((a) => ({ documentId: a.document_id, amount: new Decimal(a.amount).toFixed(2) }))
      .sort((a, b) => a.documentId - b.documentId);
  }

  private async partnerForPayment(side: Side, code: string, manager: EntityManager): Promise<LedgerPartner> {
    const partner = await this.queries.findPartner(side, code, manager);
    if (!partner)
      throw new DomainError('VALIDATION_FAILED.unknownRecord', { entity: side.partner, id: code });
    return partner;
  }

  private async readPayment(side: Side, id: number, manager: EntityManager): Promise<PaymentView> {
    const row = await this.queries.findPayment(side, id, manager);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'payment', id });
    return mapPayment(side, row, (await allocationsOfPayments(manager, [id])).get(id));
  }
}

/** The audit trail's name for a side's payments: receivable_payment or payable_payment. */
function paymentEntity(side: Side): string {
  return `${side.key}_payment`;
}

function windowOf(page: number, limit: number) {
  return { offset: (page - 1) * limit, limit };
}

function pageInfo(list: SubList<unknown>) {
  return { page: list.page, limit: list.limit, total: list.total };
}

/** A receipt from a customer is money into its account, a payment to a supplier money out of it. */
function paymentFlow(side: Side): 1 | -1 {
  return side.direction === Direction.Outbound ? 1 : -1;
}
