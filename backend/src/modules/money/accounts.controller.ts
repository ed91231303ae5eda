import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { RecordId } from '../../common/http/record-id';
import { Done, Paged } from '../../common/openapi/envelopes';
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

/** The company's accounts, the transfers between them, and each account's statement. */
@ApiTags('accounts')
@ApiBearerAuth()
@Controller('accounts')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly transfers: TransfersService,
  ) {}

  @Get()
  @ApiOkResponse({ type: AccountListView })
  list() {
    return this.accounts.list();
  }

  @RequireRole('editor')
  @Post()
  @ApiCreatedResponse({ type: AccountView })
  create(@Body() body: AccountBody) {
    return this.accounts.create(body);
  }

  // The transfer routes come before `:id`, which would take `transfers` for an id.
  @Get('transfers')
  @ApiOkResponse({ type: Paged(TransferView) })
  listTransfers(@Query() query: TransferListQuery) {
    return this.transfers.list(query);
  }

  @RequireRole('editor')
  @Post('transfers')
  @ApiCreatedResponse({ type: TransferView })
  createTransfer(@Body() body: TransferBody) {
    return this.transfers.create(body);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Put('transfers/:id')
  @ApiOkResponse({ type: TransferView })
  updateTransfer(@RecordId() id: number, @Body() body: TransferChanges) {
    return this.transfers.update(id, body);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Delete('transfers/:id')
  @ApiOkResponse({ type: Done })
  async removeTransfer(@RecordId() id: number) {
    await this.transfers.remove(id);
    return { success: true };
  }

  @ApiParam({ name: 'id', type: Number })
  @Get(':id/entries')
  @ApiOkResponse({ type: AccountStatementView })
  entries(@RecordId() id: number, @Query() query: AccountEntriesQuery) {
    return this.accounts.statement(id, query);
  }

  @ApiParam({ name: 'id', type: Number })
  @Get(':id')
  @ApiOkResponse({ type: AccountView })
  get(@RecordId() id: number) {
    return this.accounts.get(id);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Put(':id')
  @ApiOkResponse({ type: AccountView })
  update(@RecordId() id: number, @Body() body: AccountChanges) {
    return this.accounts.update(id, body);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Delete(':id')
  @ApiOkResponse({ type: Done })
  async remove(@RecordId() id: number) {
    await this.accounts.remove(id);
    return { success: true };
  }
}
