import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, ValidateIf } from 'class-validator';
import { IsDateOnly } from '../../../common/validation/rules';

export class PeriodLockDto {
  /** The last closed day (YYYY-MM-DD), or null to open the books; leaving it out is a mistake (400). */
  @ApiProperty({ type: String, format: 'date', nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsDefined({ message: 'locked_through is required (a date, or null to open the books)' })
  @IsDateOnly({ message: 'locked_through must be a date in YYYY-MM-DD format' })
  locked_through: string | null;
}
