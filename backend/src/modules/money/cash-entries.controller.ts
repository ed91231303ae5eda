import { Body, Query, Post } from '@nestjs/common';
import { Wrapped } from '../../common/openapi/envelopes';
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
import { ApiController, Created, NumericId, Read, Remove, Update } from '../../common/http/endpoints';

/** Other income and expenses. */
@ApiController('cash-entries')
export class CashEntriesController {
  constructor(private readonly entries: CashEntriesService) {}

  @Read(CashEntryListView)
  list(@Query() query: CashEntryListQuery) {
    return this.entries.list(query);
  }

  @Read(Wrapped([CategoryView]), 'categories')
  categories(@Query() query: CategoryQuery) {
    return this.entries.categories(query.kind);
  }

  @Post()
  @Created(CashEntryView)
  create(@Body() body: CashEntryBody) {
    return this.entries.create(body);
  }

  @Update(CashEntryView, ':id', NumericId)
  update(@RecordId() id: number, @Body() body: CashEntryChanges) {
    return this.entries.update(id, body);
  }

  @Remove(':id', NumericId)
  async remove(@RecordId() id: number) {
    await this.entries.remove(id);
    return { success: true };
  }
}
