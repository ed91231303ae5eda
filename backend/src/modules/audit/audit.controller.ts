import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { AuditService } from './audit.service';
import { AuditQueryDto } from './dto/audit-query.dto';

/** Read-only on purpose: entries cannot be changed or deleted through the API. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @RequireRole('editor')
  @Get()
  list(@Query() query: AuditQueryDto) {
    return this.audit.list(query);
  }
}
