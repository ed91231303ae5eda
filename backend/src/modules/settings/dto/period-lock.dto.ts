import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { OptionalDate } from '../../../common/validation/rules';

export class PeriodLockDto {
  /** The last closed day (YYYY-MM-DD), or null to open the books. */
  @ApiProperty({ type: String, format: 'date', nullable: true })
  @IsDefined({ message: 'locked_through is required (a date, or null to open the books)' })
  @OptionalDate('locked_through')
  locked_through: string | null;
}
