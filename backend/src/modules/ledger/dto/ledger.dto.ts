import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import Decimal from 'decimal.js';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { MAX_PAGE_SIZE, PageQueryDto } from '../../../common/pagination/page-query.dto';
import { SortFieldParam, SortOrderParam } from '../../../common/pagination/sort';
import {
  DecimalField,
  ExpectedVersion,
  OptionalDate,
  OptionalText,
  RequiredDate,
  RequiredText,
  WhenSent,
  ItemsNamed,
  WholeNumberText,
} from '../../../common/validation/rules';
import { AgingEdgesProblem, MAX_AGING_DAYS, MAX_AGING_EDGES, agingEdgesProblem } from '../aging';
import { PAY_METHODS, PayMethod } from '../payment.entity';
import { AccountIdField } from '../../money/dto/money.dto';
import { Side } from '../../../common/side';
import { capitalized } from '../../trade/dto/trade-record.dto';

/** Largest amount numeric(14,2) holds. */
const MAX_AMOUNT = 999_999_999_999.99;

/** A page number query field (from 1). */
function PageField(name: string) {
  return applyDecorators(
    IsOptional(),
    WholeNumberText(),
    IsInt({ message: `${name} must be a whole number` }),
    Min(1, { message: `${name} must be at least 1` }),
  );
}

/** A page size query field (1..100). */
function LimitField(name: string) {
  return applyDecorators(
    PageField(name),
    Max(MAX_PAGE_SIZE, { message: `${name} must be at most ${MAX_PAGE_SIZE}` }),
  );
}

// ---- lists -------------------------------------------------------------------------------------

class BalanceListQueryDto extends PageQueryDto {
  @SortFieldParam()
  sort_field?: string;

  @SortOrderParam()
  sort_order?: string;
}

// ---- details -----------------------------------------------------------------------------------

export const DETAIL_PAGE_SIZE = 5;

class BalanceDetailQueryDto {
  @PageField('payment_page')
  payment_page = 1;

  @LimitField('payment_limit')
  payment_limit = DETAIL_PAGE_SIZE;
}

// ---- payments ----------------------------------------------------------------------------------

/** At most 2 decimals; a string after validation so it reaches `numeric` exactly. */
const amountField = () =>
  DecimalField('amount', {
    scale: 2,
    max: MAX_AMOUNT,
    messages: { invalid: 'Enter a valid number', required: 'amount is required' },
  });
const payDateField = () => RequiredDate('pay date');
// RequiredText first, so that its checks (required, text) come before the list check.
const payMethodField = () =>
  applyDecorators(
    RequiredText('pay method', 30),
    IsIn(PAY_METHODS, { message: `pay method must be one of ${PAY_METHODS.join(', ')}` }),
  );

/** How many documents one payment may name. */
export const MAX_ALLOCATIONS = 200;

/** What of a payment settles one named document of its partner. */
export class PaymentAllocationDto {
  @ApiProperty({ type: Number })
  @WholeNumberText()
  @IsInt({ message: 'document_id must be an id' })
  @Min(1, { message: 'document_id must be an id' })
  @Max(2147483647, { message: 'document_id must be an id' })
  document_id: number;

  /** More than 0, at most 2 decimals, at most the document's open amount (LedgerService). */
  @ApiProperty({ type: String, description: 'decimal text (a JSON number is accepted)' })
  @DecimalField('amount', {
    scale: 2,
    min: 0.01,
    max: MAX_AMOUNT,
    messages: { min: 'amount must be greater than 0', required: 'amount is required' },
  })
  amount: string;
}

/** `allocations`: the documents a payment names, each with the amount of it that settles them. */
const AllocationsField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: [PaymentAllocationDto], maxItems: MAX_ALLOCATIONS }),
    ItemsNamed('allocation'),
    Type(() => PaymentAllocationDto),
    IsOptional(),
    IsArray({ message: 'allocations must be a list of { document_id, amount }' }),
    ArrayMaxSize(MAX_ALLOCATIONS, {
      message: `a payment names at most ${MAX_ALLOCATIONS} documents`,
    }),
    ValidateNested({ message: 'an allocation must be an object' }),
  );

/** The fields both sides share. The sign rules of `amount` depend on the side (LedgerService). */
export class PaymentFieldsDto {
  @amountField()
  amount: string;

  @payDateField()
  pay_date: string;

  @payMethodField()
  pay_method: PayMethod;

  @OptionalText('remark', 500, 'lines')
  remark?: string | null;

  /** Left out (or null): the default account. */
  @AccountIdField('account_id')
  account_id?: number | null;

  /** Left out or empty: the whole payment settles the oldest open amounts first. */
  @AllocationsField()
  allocations?: PaymentAllocationDto[] | null;
}

/** An edit: a field left out stays as it is; a field sent (null included) obeys the create rules. */
class PaymentChangesDto {
  @WhenSent(amountField())
  amount?: string;

  @WhenSent(payDateField())
  pay_date?: string;

  @WhenSent(payMethodField())
  pay_method?: PayMethod;

  @OptionalText('remark', 500, 'lines')
  remark?: string | null;

  @AccountIdField('account_id', 'whenSent')
  account_id?: number;

  /** Sent: replaces the payment's allocations ([] or null: none); left out: they stay. */
  @AllocationsField()
  allocations?: PaymentAllocationDto[] | null;

  @ExpectedVersion()
  version?: number | null;
}

/**
 * The request classes of one side: the shared rules plus the side's own fields (customer_short_name,
 * outbound_page / outbound_limit and customer_code, or the supplier/inbound ones), named e.g.
 * ReceivablePaymentDto. On a change a party sent must exist like on create; the payment then moves to it.
 */
export function ledgerDtos(side: Side): LedgerDtos {
  let dtos = made.get(side.key);
  if (!dtos) made.set(side.key, (dtos = makeLedgerDtos(side)));
  return dtos;
}

type LedgerDtos = ReturnType<typeof makeLedgerDtos>;
/** Made once per side: the controller and the payment import validate with the same classes. */
const made = new Map<Side['key'], LedgerDtos>();

function makeLedgerDtos(side: Side) {
  const { partner, route } = side;
  const prefix = capitalized(side.key);
  const named = <T extends abstract new (...args: never[]) => unknown>(type: T, name: string): T =>
    Object.defineProperty(type, 'name', { value: name });

  class ListQuery extends BalanceListQueryDto {}
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true }),
    OptionalText(`${partner} short name`, 50, 'any'),
  )(ListQuery.prototype, side.fields.partnerShortName);

  const recordPage = `${route}_page`;
  const recordLimit = `${route}_limit`;
  class DetailQuery extends BalanceDetailQueryDto {
    constructor() {
      super();
      Object.assign(this, { [recordPage]: 1, [recordLimit]: DETAIL_PAGE_SIZE });
    }
  }
  // Described as the OpenAPI document describes payment_page and payment_limit.
  applyDecorators(ApiProperty({ type: Object, default: 1 }), PageField(recordPage))(
    DetailQuery.prototype,
    recordPage,
  );
  applyDecorators(ApiProperty({ type: Object, default: DETAIL_PAGE_SIZE }), LimitField(recordLimit))(
    DetailQuery.prototype,
    recordLimit,
  );

  const partnerCode = () => RequiredText(`${partner} code`, 50, `select a ${partner}`, 'any');
  class PaymentBody extends PaymentFieldsDto {}
  applyDecorators(ApiProperty({ type: String }), partnerCode())(
    PaymentBody.prototype,
    side.fields.partnerCode,
  );

  class PaymentChanges extends PaymentChangesDto {}
  applyDecorators(ApiPropertyOptional({ type: String }), WhenSent(partnerCode()))(
    PaymentChanges.prototype,
    side.fields.partnerCode,
  );

  return {
    ListQuery: named(ListQuery, `${prefix}ListQueryDto`),
    DetailQuery: named(DetailQuery, `${prefix}DetailQueryDto`),
    PaymentBody: named(PaymentBody, `${prefix}PaymentDto`),
    PaymentChanges: named(PaymentChanges, `Update${prefix}PaymentDto`),
  };
}

// ---- opening balances --------------------------------------------------------------------------

/**
 * Not zero ('0', '-0.00' and the like fail). Anything that is not a decimal passes here and is refused
 * by DecimalField's own checks, which run first (placed below this one).
 */
const NotZero = (message: string) =>
  ValidateBy({
    name: 'notZero',
    validator: {
      validate: (value: unknown) =>
        !(typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && new Decimal(value).isZero()),
      defaultMessage: () => message,
    },
  });

/** PUT /receivable|payable/opening-balances/{code}: what the partner owed (or was owed) at the start. */
export class OpeningBalanceDto {
  /** Not 0, at most 2 decimals; positive = owed to us by a customer / owed by us to a supplier. */
  @NotZero('amount must not be 0')
  @DecimalField('amount', { scale: 2, max: MAX_AMOUNT, messages: { required: 'amount is required' } })
  amount: string;

  @RequiredDate('date')
  date: string;
}

export class OpeningBalanceListQueryDto extends PageQueryDto {}

// ---- aging and statements ----------------------------------------------------------------------

/** One rule of the `buckets` text: it holds unless the text has exactly this problem. */
const BucketsRule = (problem: AgingEdgesProblem, message: string) =>
  ValidateBy({
    name: `agingBuckets_${problem}`,
    validator: {
      validate: (value: unknown) =>
        problem === 'format'
          ? typeof value === 'string' && agingEdgesProblem(value) !== 'format'
          : typeof value !== 'string' || agingEdgesProblem(value) !== problem,
      defaultMessage: () => message,
    },
  });

/**
 * `buckets`: the days-overdue edges, e.g. `30,60,90` (current, 1-30, 31-60, 61-90, 90+); ascending whole
 * numbers from 1 to MAX_AGING_DAYS, at most MAX_AGING_EDGES of them. Empty or absent: 30,60,90.
 */
const AgingBucketsField = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    BucketsRule('format', 'buckets must be whole numbers of days separated by commas, e.g. 30,60,90'),
    BucketsRule('range', `buckets must each be from 1 to ${MAX_AGING_DAYS} days`),
    BucketsRule('order', 'buckets must be in ascending order, without repeats'),
    BucketsRule('count', `buckets must have at most ${MAX_AGING_EDGES} numbers`),
  );

/** GET /receivable/aging and /payable/aging (and the aging export). */
export class AgingQueryDto {
  /** YYYY-MM-DD; default today. */
  @OptionalDate('as_of')
  as_of?: string | null;

  @AgingBucketsField()
  buckets?: string | null;

  /** `customer_code`/`supplier_code`, `customer_short_name`/`supplier_short_name`, `balance` or `amounts.<i>`. */
  @SortFieldParam()
  sort_field?: string;

  @SortOrderParam()
  sort_order?: string;
}

/** GET /receivable/statement/{customer_code} and /payable/statement/{supplier_code}. */
export class StatementQueryDto {
  @RequiredDate('start date')
  start_date: string;

  @RequiredDate('end date')
  end_date: string;

  /** The edges of the aging at the end of the statement. */
  @AgingBucketsField()
  buckets?: string | null;
}
