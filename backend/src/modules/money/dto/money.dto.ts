import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import {
  DecimalField,
  OptionalDate,
  OptionalText,
  RequiredDate,
  RequiredText,
  WhenSent,
  WholeNumberText,
} from '../../../common/validation/rules';
import { ACCOUNT_KINDS, AccountKind } from '../account.entity';
import { CASH_ENTRY_KINDS, CashEntryKind } from '../cash-entry.entity';

/** Largest amount numeric(14,2) holds. */
export const MAX_AMOUNT = 999_999_999_999.99;
const MAX_ID = 2_147_483_647;

/**
 * An account's id in a body or a query: a whole number from 1. `required`: always sent; `optional`: may
 * be left out or null (the default account); `whenSent`: may be left out (a change), never null.
 */
export const AccountIdField = (name: string, presence: 'required' | 'optional' | 'whenSent' = 'optional') =>
  applyDecorators(
    presence === 'required'
      ? ApiProperty({ type: Number })
      : ApiPropertyOptional({ type: Number, nullable: presence === 'optional' }),
    WholeNumberText(),
    ...(presence === 'optional' ? [IsOptional()] : []),
    ...(presence === 'whenSent' ? [ValidateIf((_, value) => value !== undefined)] : []),
    IsInt({ message: `${name} must be a whole number` }),
    Min(1, { message: `${name} must be at least 1` }),
    Max(MAX_ID, { message: `${name} must be at most ${MAX_ID}` }),
  );

/** A positive amount with at most 2 decimals, kept a string so that it reaches `numeric` exactly. */
const PositiveAmount = () =>
  applyDecorators(
    ApiProperty({ type: String, example: '100.00' }),
    DecimalField('amount', {
      scale: 2,
      min: 0.01,
      max: MAX_AMOUNT,
      messages: { min: 'amount must be greater than 0', required: 'amount is required' },
    }),
  );

/** Optional; trimmed, at most 500 characters. */
const Remark = () =>
  applyDecorators(ApiPropertyOptional({ maxLength: 500 }), OptionalText('remark', 500, 'lines'));

/** A page of a dated list (or report), within an optional inclusive date range (YYYY-MM-DD). */
export class DatedPageQuery extends PageQueryDto {
  @ApiPropertyOptional({ type: String, format: 'date' })
  @OptionalDate('start date')
  start_date?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date' })
  @OptionalDate('end date')
  end_date?: string | null;
}

// ---- accounts ----------------------------------------------------------------------------------

const accountName = () => RequiredText('account name', 50);
const accountKind = () =>
  applyDecorators(
    ApiProperty({ enum: ACCOUNT_KINDS }),
    IsIn(ACCOUNT_KINDS, { message: `kind must be one of ${ACCOUNT_KINDS.join(', ')}` }),
  );
const openingBalance = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example: '0.00' }),
    DecimalField('opening balance', { scale: 2, max: MAX_AMOUNT, required: false }),
  );

export class AccountBody {
  @ApiProperty({ maxLength: 50 })
  @accountName()
  name: string;

  @accountKind()
  kind: AccountKind;

  /** Default 0; may be negative (an overdraft). */
  @openingBalance()
  opening_balance?: string | null;

  /** Default today. */
  @ApiPropertyOptional({ type: String, format: 'date' })
  @OptionalDate('opening date')
  opening_date?: string | null;

  @Remark()
  remark?: string | null;
}

/** Any of the fields; `is_default: true` moves the default here (false is refused: set it elsewhere). */
export class AccountChanges {
  @ApiPropertyOptional({ maxLength: 50 })
  @WhenSent(accountName())
  name?: string;

  @WhenSent(accountKind())
  kind?: AccountKind;

  @openingBalance()
  opening_balance?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date' })
  @WhenSent(RequiredDate('opening date'))
  opening_date?: string;

  @Remark()
  remark?: string | null;

  @ApiPropertyOptional({ type: Boolean, enum: [true] })
  @IsOptional()
  @Equals(true, { message: 'is_default can only be set to true: make another account the default instead' })
  is_default?: true;
}

export class AccountView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ACCOUNT_KINDS }) kind: AccountKind;
  @ApiProperty() opening_balance: number;
  @ApiProperty({ format: 'date' }) opening_date: string;
  /** The opening balance plus every payment, transfer and cash entry on the account. */
  @ApiProperty() balance: number;
  @ApiProperty() is_default: boolean;
  @ApiProperty({ type: String, nullable: true }) remark: string | null;
}

export class AccountListView {
  @ApiProperty({ type: [AccountView] }) data: AccountView[];
  @ApiProperty() total_balance: number;
}

// ---- transfers ---------------------------------------------------------------------------------

export class TransferBody {
  @AccountIdField('from_account_id', 'required')
  from_account_id: number;

  @AccountIdField('to_account_id', 'required')
  to_account_id: number;

  @PositiveAmount()
  amount: string;

  @ApiProperty({ type: String, format: 'date' })
  @RequiredDate('date')
  date: string;

  @Remark()
  remark?: string | null;
}

export class TransferChanges {
  @AccountIdField('from_account_id', 'whenSent')
  from_account_id?: number;

  @AccountIdField('to_account_id', 'whenSent')
  to_account_id?: number;

  @WhenSent(PositiveAmount())
  amount?: string;

  @ApiPropertyOptional({ type: String, format: 'date' })
  @WhenSent(RequiredDate('date'))
  date?: string;

  @Remark()
  remark?: string | null;
}

export class TransferListQuery extends DatedPageQuery {
  /** Transfers out of or into this account. */
  @AccountIdField('account_id')
  account_id?: number;
}

export class TransferView {
  @ApiProperty() id: number;
  @ApiProperty() from_account_id: number;
  @ApiProperty() from_account_name: string;
  @ApiProperty() to_account_id: number;
  @ApiProperty() to_account_name: string;
  @ApiProperty() amount: number;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ type: String, nullable: true }) remark: string | null;
}

/** The `pagination` of an answer that carries more than the page (a total, the account). */
export class PaginationView {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
}

// ---- cash entries ------------------------------------------------------------------------------

const entryKind = () =>
  applyDecorators(
    ApiProperty({ enum: CASH_ENTRY_KINDS }),
    IsIn(CASH_ENTRY_KINDS, { message: `kind must be one of ${CASH_ENTRY_KINDS.join(', ')}` }),
  );
const category = () => applyDecorators(ApiProperty({ maxLength: 50 }), RequiredText('category', 50));

export class CashEntryBody {
  @entryKind()
  kind: CashEntryKind;

  @ApiProperty({ type: String, format: 'date' })
  @RequiredDate('date')
  date: string;

  /** Default: the default account. */
  @AccountIdField('account_id')
  account_id?: number | null;

  @category()
  category: string;

  @PositiveAmount()
  amount: string;

  @Remark()
  remark?: string | null;
}

export class CashEntryChanges {
  @WhenSent(entryKind())
  kind?: CashEntryKind;

  @ApiPropertyOptional({ type: String, format: 'date' })
  @WhenSent(RequiredDate('date'))
  date?: string;

  @AccountIdField('account_id', 'whenSent')
  account_id?: number;

  @WhenSent(category())
  category?: string;

  @WhenSent(PositiveAmount())
  amount?: string;

  @Remark()
  remark?: string | null;
}

export class CashEntryListQuery extends DatedPageQuery {
  @ApiPropertyOptional({ enum: CASH_ENTRY_KINDS })
  @IsOptional()
  @IsIn(CASH_ENTRY_KINDS, { message: `kind must be one of ${CASH_ENTRY_KINDS.join(', ')}` })
  kind?: CashEntryKind;

  /** Exact category. */
  @ApiPropertyOptional({ maxLength: 50 })
  @OptionalText('category', 50, 'any')
  category?: string | null;

  @AccountIdField('account_id')
  account_id?: number;
}

export class CategoryQuery {
  @ApiPropertyOptional({ enum: CASH_ENTRY_KINDS })
  @IsOptional()
  @IsIn(CASH_ENTRY_KINDS, { message: `kind must be one of ${CASH_ENTRY_KINDS.join(', ')}` })
  kind?: CashEntryKind;
}

export class CashEntryView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CASH_ENTRY_KINDS }) kind: CashEntryKind;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() account_id: number;
  @ApiProperty() account_name: string;
  @ApiProperty() category: string;
  @ApiProperty() amount: number;
  @ApiProperty({ type: String, nullable: true }) remark: string | null;
}

export class CashEntryListView {
  @ApiProperty({ type: [CashEntryView] }) data: CashEntryView[];
  @ApiProperty() pagination: PaginationView;
  /**
   * Over every entry the filters match (all pages): Σ amount when filtered by `kind`, else the net,
   * income less expenses (negative when the expenses are larger).
   */
  @ApiProperty() total_amount: number;
}

export class CategoryView {
  @ApiProperty() category: string;
  @ApiProperty({ enum: CASH_ENTRY_KINDS }) kind: CashEntryKind;
  /** How many entries use it. */
  @ApiProperty() count: number;
}

// ---- account statement -------------------------------------------------------------------------

export const ENTRY_KINDS = [
  'receipt',
  'payment',
  'income',
  'expense',
  'transfer_in',
  'transfer_out',
] as const;
export type AccountEntryKind = (typeof ENTRY_KINDS)[number];

export class AccountEntriesQuery extends DatedPageQuery {}

export class AccountEntryView {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ enum: ENTRY_KINDS }) kind: AccountEntryKind;
  /** The payment's, transfer's or cash entry's id. */
  @ApiProperty() ref_id: number;
  @ApiProperty({ type: String, nullable: true }) partner_short_name: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  /** Signed: money in positive. */
  @ApiProperty() amount: number;
  /** The account's balance after this line. */
  @ApiProperty() balance: number;
}

export class AccountStatementView {
  @ApiProperty() account: AccountView;
  @ApiProperty() opening_balance: number;
  @ApiProperty() closing_balance: number;
  @ApiProperty({ type: [AccountEntryView] }) data: AccountEntryView[];
  @ApiProperty() pagination: PaginationView;
}
