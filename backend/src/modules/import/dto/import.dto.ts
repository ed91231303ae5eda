import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

const flag = (name: string) =>
  Transform(({ value }) => {
    if (value === undefined || value === '') return undefined;
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return `${name}:${String(value)}`;
  });

/** `POST /import/{kind}?dry_run=true|false[&allow_duplicates=true]`. */
export class ImportQueryDto {
  /** true (the default): check and report, write nothing. false: import. */
  @ApiPropertyOptional({ type: Boolean, default: true })
  @flag('dry_run')
  @IsOptional()
  @IsBoolean({ message: 'dry_run must be true or false' })
  dry_run?: boolean;

  /** Accept records equal to ones already in the books or earlier in the file. */
  @ApiPropertyOptional({ type: Boolean, default: false })
  @flag('allow_duplicates')
  @IsOptional()
  @IsBoolean({ message: 'allow_duplicates must be true or false' })
  allow_duplicates?: boolean;
}
