import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PartnerType } from '../../../common/side';
import {
  DecimalField,
  ExpectedVersion,
  Flag,
  OptionalText,
  RequiredText,
  WhenSent,
  WholeNumberText,
} from '../../../common/validation/rules';

const partnerType = () =>
  applyDecorators(
    IsDefined({ message: 'type is required' }),
    WholeNumberText(),
    IsIn([PartnerType.Supplier, PartnerType.Customer], {
      message: 'type must be 0 (supplier) or 1 (customer)',
    }),
  );

const TERMS_MESSAGE = 'payment terms must be a whole number of days from 0 to 3650, or empty';

/** Optional: days after a record's date until it is due (aging); empty or 0: due on its date. */
const PaymentTermsDays = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true }),
    Transform(({ value }) => (value === '' ? null : value)),
    IsOptional(),
    IsInt({ message: TERMS_MESSAGE }),
    Min(0, { message: TERMS_MESSAGE }),
    Max(3650, { message: TERMS_MESSAGE }),
  );

/** Optional, customers only: the balance an outbound may not take it above without confirmation. */
const CreditLimit = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true }),
    Transform(({ value }) => (value === '' ? null : value)),
    DecimalField('credit limit', { scale: 2, min: 0, max: 999_999_999_999, required: false }),
  );

/** The contact and terms fields, the same on a create and a change. */
class PartnerDetailsDto {
  @OptionalText('address', 500, 'lines')
  address?: string | null;

  @OptionalText('contact person', 100)
  contact_person?: string | null;

  @OptionalText('contact phone', 50)
  contact_phone?: string | null;

  @PaymentTermsDays()
  payment_terms_days?: number | null;

  @CreditLimit()
  credit_limit?: string | null;
}

export class CreatePartnerDto extends PartnerDetailsDto {
  /** Optional, but records can only name a partner that has a code. */
  @OptionalText('code', 50)
  code?: string | null;

  @RequiredText('short name', 50)
  short_name: string;

  @RequiredText('full name', 200)
  full_name: string;

  /** 0 supplier, 1 customer. */
  @partnerType()
  type: PartnerType;

  /** Absent: active. An inactive partner is not offered for new documents or payments. */
  @ApiPropertyOptional({ type: Boolean })
  @Flag('active')
  active?: boolean;
}

/**
 * Short name (and an existing code) may be sent, as the edit form does, but must not change: their
 * characters are the stored value's (a code given for the first time is checked by the service).
 */
export class UpdatePartnerDto extends PartnerDetailsDto {
  @OptionalText('code', 50, 'any')
  code?: string | null;

  @WhenSent(RequiredText('short name', 50, undefined, 'any'))
  short_name?: string;

  @WhenSent(RequiredText('full name', 200))
  full_name?: string;

  @WhenSent(partnerType())
  type?: PartnerType;

  /** false deactivates the partner (kept, with its records, but not offered for new documents); true restores it. */
  @ApiPropertyOptional({ type: Boolean })
  @Flag('active')
  active?: boolean;

  @ExpectedVersion()
  version?: number | null;
}

export class PartnerListQueryDto {
  /** 1 customers, 0 suppliers; absent: all. */
  @IsOptional()
  @WholeNumberText()
  @IsIn([PartnerType.Supplier, PartnerType.Customer], {
    message: 'type must be 0 (supplier) or 1 (customer)',
  })
  type?: PartnerType;

  /** true: only active partners, false: only inactive ones; absent: both. */
  @ApiPropertyOptional({ type: Boolean })
  @Flag('active')
  active?: boolean;
}

export class PartnerView {
  id: number;
  code: string | null;
  short_name: string;
  full_name: string;
  type: PartnerType;
  address: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  payment_terms_days: number | null;
  credit_limit: number | null;
  active: boolean;
  /** Raised by every change; an edit may send it back (a stale one is refused). */
  version: number;
}
