import { Body, Query, Post } from '@nestjs/common';
import { RecordId } from '../../common/http/record-id';
import { Paged } from '../../common/openapi/envelopes';
import { AccountsService } from './accounts.service';
import {
  AccountBody,
  AccountChanges,
  AccountEntriesQuery,
  AccountListView,
  AccountStatementView,
  AccountView,
  TransferBody,
  TransferChanges,
  TransferListQuery,
  TransferView,
} from './dto/money.dto';
import { TransfersService } from './transfers.service';
import { ApiController, Created, NumericId, Read, Remove, Update } from '../../common/http/endpoints';

/** The company's accounts, the transfers between them, and each account's statement. */
@ApiController('accounts')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly transfers: TransfersService,
  ) {}

  @Read(AccountListView)
  list() {
    return this.accounts.list();
  }

  @Post()
  @Created(AccountView)
  create(@Body() body: AccountBody) {
    return this.accounts.create(body);
  }

  // The transfer routes come before `:id`, which would take `transfers` for an id.
  @Read(Paged(TransferView), 'transfers')
  listTransfers(@Query() query: TransferListQuery) {
    return this.transfers.list(query);
  }

  @Post('transfers')
  @Created(TransferView)
  createTransfer(@Body() body: TransferBody) {
    return this.transfers.create(body);
  }

  @Update(TransferView, 'transfers/:id', NumericId)
  updateTransfer(@RecordId() id: number, @Body() body: TransferChanges) {
    return this.transfers.update(id, body);
  }

  @Remove('transfers/:id', NumericId)
  async removeTransfer(@RecordId() id: number) {
    await this.transfers.remove(id);
    return { success: true };
  }

  @Read(AccountStatementView, ':id/entries', NumericId)
  entries(@RecordId() id: number, @Query() query: AccountEntriesQuery) {
    return this.accounts.statement(id, query);
  }

  @Read(AccountView, ':id', NumericId)
  get(@RecordId() id: number) {
    return this.accounts.get(id);
  }

  @Update(AccountView, ':id', NumericId)
  update(@RecordId() id: number, @Body() body: AccountChanges) {
    return this.accounts.update(id, body);
  }

  @Remove(':id', NumericId)
  async remove(@RecordId() id: number) {
    await this.accounts.remove(id);
    return { success: true };
  }
}
