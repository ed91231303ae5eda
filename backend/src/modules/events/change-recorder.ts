import { Injectable } from '@nestjs/common';
import { ClsService } from 'nestjs-cls';
import { SqlParams } from '../../common/sql-params';
import { requestContext, SYSTEM_ACTOR } from '../../common/request-context';
import { AuditAction, AuditValues, ChangeNotice, ChangeSink } from '../../database/unit-of-work/unit-of-work';
import { WriteParts } from '../../database/write-batch';
import { EventHub, CHANGES_CHANNEL } from './event-hub';

/**
 * The audit trail's names of what changed → the names the open screens know. A name not listed (an
 * import's summary, a stock rebuild's) announces nothing: the rows it wrote announce themselves.
 */
const ENTITIES: Record<string, string> = {
  inbound: 'record',
  outbound: 'record',
  stock_adjustment: 'record',
  inbound_document: 'document',
  outbound_document: 'document',
  sales_order: 'order',
  purchase_order: 'order',
  receivable_payment: 'payment',
  payable_payment: 'payment',
  stock_transfer: 'stock_transfer',
  account_transfer: 'account_transfer',
  cash_entry: 'cash_entry',
  partner: 'partner',
  // An opening balance is the partner's.
  opening_balance: 'partner',
  product: 'product',
  price: 'price',
  tax_invoice: 'tax_invoice',
  warehouse: 'warehouse',
  setting: 'settings',
  account: 'settings',
  user: 'user',
};

const ACTIONS: Record<AuditAction, ChangeNotice['action']> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

/** PostgreSQL refuses a notification payload of 8,000 bytes or more; notices are packed below this. */
const PACKET_BYTES = 7_500;

type Values = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Turns every audited change of a unit of work into a change notice (which record, who, never an
 * amount) and sends them with pg_notify in the same transaction: PostgreSQL delivers a notification
 * only when its transaction commits, so a refused write, a dry run or a rolled-back savepoint sends
 * nothing, and every instance listening hears every commit (EventHub).
 */
@Injectable()
export class ChangeRecorder extends ChangeSink {
  constructor(
    private readonly cls: ClsService,
    private readonly hub: EventHub,
  ) {
    super();
  }

  notice(
    action: AuditAction,
    entity: string,
    id: string,
    before: AuditValues,
    after: AuditValues,
  ): ChangeNotice | null {
    const name = ENTITIES[entity];
    if (!name) return null;
    const was = before as Values;
    const is = after as Values;
    const values = action === 'delete' ? was : is;
    const notice: ChangeNotice = {
      entity: name,
      action: ACTIONS[action],
      id: typeof values.id === 'number' ? values.id : id,
      by: requestContext(this.cls).username ?? SYSTEM_ACTOR,
    };
    const documentNumber = text(values.document_number) ?? text(values.order_number);
    if (documentNumber) notice.document_number = documentNumber;
    const partnerCode =
      name === 'partner'
        ? (text(values.code) ??
          text(values.partner_code) ??
          text(values.customer_code) ??
          text(values.supplier_code))
        : (text(values.customer_code) ?? text(values.supplier_code) ?? text(values.partner_code));
    if (partnerCode) notice.partner_code = partnerCode;
    const products = new Set<string>();
    for (const side of [was, is]) {
      const own = name === 'product' ? text(side.code) : text(side.product_code);
      if (own) products.add(own);
      if (Array.isArray(side.lines)) {
        for (const line of side.lines as Values[]) {
          const code = text(line?.product_code);
          if (code) products.add(code);
        }
      }
    }
    if (products.size > 0) notice.product_codes = [...products];
    return notice;
  }

  parts(p: SqlParams, notices: ChangeNotice[]): WriteParts {
    const at = new Date().toISOString();
    return [
      [
        'changes_announced',
        `SELECT count(pg_notify(${p.add(CHANGES_CHANNEL)}, packet)) FROM unnest(${p.add(packets(notices, at))}::text[]) AS packet`,
      ],
    ];
  }

  committed(notices: ChangeNotice[]): void {
    this.hub.committedHere(notices);
  }
}

/**
 * The notices as JSON arrays of fewer than PACKET_BYTES bytes each, stamped with `at`. A notice too
 * large on its own (a document of many products) goes without its product list: the screens then
 * refresh every product's figures.
 */
export function packets(notices: ChangeNotice[], at: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const notice of notices) {
    let json = JSON.stringify({ ...notice, at });
    if (Buffer.byteLength(json) + 2 > PACKET_BYTES) {
      const { product_codes: _dropped, ...rest } = notice;
      json = JSON.stringify({ ...rest, at });
    }
    const bytes = Buffer.byteLength(json) + 1;
    if (current.length > 0 && size + bytes > PACKET_BYTES) {
      out.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += bytes;
  }
  if (current.length > 0) out.push(`[${current.join(',')}]`);
  return out;
}
