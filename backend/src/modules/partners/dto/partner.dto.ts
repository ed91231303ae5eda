import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsOptional } from 'class-validator';
import { PartnerType } from '../../../common/direction';
import { OptionalText, RequiredText, WhenSent } from '../../../common/validation/rules';

const partnerType = () =>
  applyDecorators(
    IsDefined({ message: 'type is required' }),
    Type(() => Number),
    IsIn([PartnerType.Supplier, PartnerType.Customer], {
      message: 'type must be 0 (supplier) or 1 (customer)',
    }),
  );

export class CreatePartnerDto {
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

  @OptionalText('address', 500)
  address?: string | null;

  @OptionalText('contact person', 100)
  contact_person?: string | null;

  @OptionalText('contact phone', 50)
  contact_phone?: string | null;
}

/** Short name (and an existing code) may be sent, as the edit form does, but must not change. */
export class UpdatePartnerDto {
  @OptionalText('code', 50)
  code?: string | null;

  @WhenSent(RequiredText('short name', 50))
  short_name?: string;

  @WhenSent(RequiredText('full name', 200))
  full_name?: string;

  @WhenSent(partnerType())
  type?: PartnerType;

  @OptionalText('address', 500)
  address?: string | null;

  @OptionalText('contact person', 100)
  contact_person?: string | null;

  @OptionalText('contact phone', 50)
  contact_phone?: string | null;
}

export class PartnerListQueryDto {
  /** 1 customers, 0 suppliers; absent: all. */
  @IsOptional()
  @Type(() => Number)
  @IsIn([PartnerType.Supplier, PartnerType.Customer], {
    message: 'type must be 0 (supplier) or 1 (customer)',
  })
  type?: PartnerType;
}

export interface PartnerView {
  id: number;
  code: string | null;
  short_name: string;
  full_name: string;
  type: PartnerType;
  address: string | null;
  contact_person: string | null;
  contact_phone: string | null;
}
