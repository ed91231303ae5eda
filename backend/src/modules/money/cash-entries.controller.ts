import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { Done, Wrapped } from '../../common/openapi/envelopes';
import { RecordId } from '../../common/http/record-id';
import { CashEntriesService } from './cash-entries.service';
import {
  CashEntryBody,
  CashEntryChanges,
  CashEntryListQuery,
  CashEntryListView,
  CashEntryView,
  CategoryView,
  CategoryQuery,
} from './dto/money.dto';

/** Other income and expenses. */
@ApiTags('cash-entries')
@ApiBearerAuth()
@Controller('cash-entries')
export class CashEntriesController {
  constructor(private readonly entries: CashEntriesService) {}

  @Get()
  @ApiOkResponse({ type: CashEntryListView })
  list(@Query() query: CashEntryListQuery) {
    return this.entries.list(query);
  }

  @Get('categories')
  @ApiOkResponse({ type: Wrapped([CategoryView]) })
  categories(@Query() query: CategoryQuery) {
    return this.entries.categories(query.kind);
  }

  @RequireRole('editor')
  @Post()
  @ApiCreatedResponse({ type: CashEntryView })
  create(@Body() body: CashEntryBody) {
    return this.entries.create(body);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Put(':id')
  @ApiOkResponse({ type: CashEntryView })
  update(@RecordId() id: number, @Body() body: CashEntryChanges) {
    return this.entries.update(id, body);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Delete(':id')
  @ApiOkResponse({ type: Done })
  async remove(@RecordId() id: number) {
    await this.entries.remove(id);
    return { success: true };
  }
}
