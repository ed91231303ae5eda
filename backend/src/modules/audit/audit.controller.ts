import { Get, Query } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { Paged } from '../../common/openapi/envelopes';
import { AuditEntryView } from './dto/audit-query.dto';
import { RequireRole } from '../../common/auth/access.decorator';
import { AuditService } from './audit.service';
import { AuditQueryDto } from './dto/audit-query.dto';
import { ApiController } from '../../common/http/endpoints';

/** Read-only on purpose: entries cannot be changed or deleted through the API. */
@ApiController('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @RequireRole('editor')
  @Get()
  @ApiOkResponse({ type: Paged(AuditEntryView) })
  list(@Query() query: AuditQueryDto) {
    return this.audit.list(query);
  }
}
