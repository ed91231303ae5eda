import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { OptionalText, RequiredText } from '../../../common/validation/rules';

/** PUT /settings/company: the whole company as printouts show it (a field left out is cleared). */
export class CompanyDto {
  @RequiredText('company name', 100)
  name: string;

  @OptionalText('address', 200, 'lines')
  address?: string | null;

  @OptionalText('phone', 200)
  phone?: string | null;

  @OptionalText('e-mail', 200)
  email?: string | null;

  @OptionalText('tax id', 200)
  tax_id?: string | null;

  @OptionalText('bank name', 200)
  bank_name?: string | null;

  @OptionalText('bank account', 200)
  bank_account?: string | null;

  /** A data:image/png or data:image/jpeg base64 URL of at most 200 KB, or null for none. */
  @ApiProperty({ type: String, nullable: true, required: false })
  @IsOptional()
  @IsString({ message: 'logo_url must be a data:image/png or data:image/jpeg URL, or null' })
  logo_url?: string | null;
}
