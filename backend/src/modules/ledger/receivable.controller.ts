import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import {
  ReceivableDetailQueryDto,
  ReceivableListQueryDto,
  ReceivablePaymentDto,
  UpdateReceivablePaymentDto,
} from './dto/ledger.dto';
import { RECEIVABLE } from './ledger-side';
import { LedgerService } from './ledger.service';

/** What customers owe: the receivable side of LedgerService, with the spec's customer_* names. */
@ApiTags('receivable')
@ApiBearerAuth()
@Controller('receivable')
export class ReceivableController {
  constructor(private readonly ledger: LedgerService) {}

  @Get()
  list(@Query() q: ReceivableListQueryDto) {
    return this.ledger.list(RECEIVABLE, {
      page: q.page,
      limit: q.limit,
      shortName: q.customer_short_name,
      sortField: q.sort_field,
      sortOrder: q.sort_order,
    });
  }

  @Get('details/:customer_code')
  details(@Param('customer_code') code: string, @Query() q: ReceivableDetailQueryDto) {
    return this.ledger.details(RECEIVABLE, code, {
      paymentPage: q.payment_page,
      paymentLimit: q.payment_limit,
      recordPage: q.outbound_page,
      recordLimit: q.outbound_limit,
    });
  }

  @RequireRole('editor')
  @Post('payments')
  async create(@Body() { customer_code, ...fields }: ReceivablePaymentDto) {
    return {
      success: true,
      data: await this.ledger.createPayment(RECEIVABLE, { partnerCode: customer_code, ...fields }),
    };
  }

  @RequireRole('editor')
  @Put('payments/:id')
  async update(
    @Param('id', ParseIntPipe) id: number,
    @Body() { customer_code, ...fields }: UpdateReceivablePaymentDto,
  ) {
    return {
      success: true,
      data: await this.ledger.updatePayment(RECEIVABLE, id, { partnerCode: customer_code, ...fields }),
    };
  }

  @RequireRole('editor')
  @Delete('payments/:id')
  async remove(@Param('id', ParseIntPipe) id: number) {
    await this.ledger.deletePayment(RECEIVABLE, id);
    return { success: true };
  }
}
