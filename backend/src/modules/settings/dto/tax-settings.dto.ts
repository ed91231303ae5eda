import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import { DecimalField } from '../../../common/validation/rules';
import { TAX_RATE_RULE } from '../tax-settings';

/** The company's tax settings as an admin saves them. */
export class TaxSettingsDto {
  /** The rate of a line whose product has none, in percent: 0 to 100, at most 2 decimals. */
  @ApiProperty({ type: String })
  @DecimalField('default rate', {
    ...TAX_RATE_RULE,
    messages: {
      invalid: 'default rate must be a number from 0 to 100 with at most 2 decimals',
      min: 'default rate must be from 0 to 100',
    },
  })
  default_rate: string;

  /** Whether the unit prices typed on lines include the tax (from the writes made after the change). */
  @ApiProperty({ type: Boolean })
  @IsDefined({ message: 'prices_include_tax must be true or false' })
  @IsBoolean({ message: 'prices_include_tax must be true or false' })
  prices_include_tax: boolean;
}

/** The company's tax settings: `{ 0, false }` until first saved. */
export class TaxSettingsResponse {
  /** Percent, at most 2 decimals. */
  default_rate: number;
  prices_include_tax: boolean;
}
