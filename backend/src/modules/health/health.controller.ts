import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthResponse } from './health.response.dto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/access.decorator';
import { DomainError } from '../../common/errors/domain-error';
import { Read } from '../../common/http/endpoints';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 200 once the database answers; migrations ran before the server started listening. */
  @Public()
  @Read(HealthResponse)
  async check(): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DomainError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' };
  }
}
