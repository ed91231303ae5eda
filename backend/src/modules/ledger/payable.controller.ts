import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import {
  PayableDetailQueryDto,
  PayableListQueryDto,
  PayablePaymentDto,
  UpdatePayablePaymentDto,
} from './dto/ledger.dto';
import { PAYABLE } from './ledger-side';
import { LedgerService } from './ledger.service';

/** What the company owes suppliers: the payable side of LedgerService, with the spec's supplier_* names. */
@ApiTags('payable')
@ApiBearerAuth()
@Controller('payable')
export class PayableController {
  constructor(private readonly ledger: LedgerService) {}

  @Get()
  list(@Query() q: PayableListQueryDto) {
    return this.ledger.list(PAYABLE, {
      page: q.page,
      limit: q.limit,
      shortName: q.supplier_short_name,
      sortField: q.sort_field,
      sortOrder: q.sort_order,
    });
  }

  @Get('details/:supplier_code')
  details(@Param('supplier_code') code: string, @Query() q: PayableDetailQueryDto) {
    return this.ledger.details(PAYABLE, code, {
      paymentPage: q.payment_page,
      paymentLimit: q.payment_limit,
      recordPage: q.inbound_page,
      recordLimit: q.inbound_limit,
    });
  }

  @RequireRole('editor')
  @Post('payments')
  async create(@Body() { supplier_code, ...fields }: PayablePaymentDto) {
    return {
      success: true,
      data: await this.ledger.createPayment(PAYABLE, { partnerCode: supplier_code, ...fields }),
    };
  }

  @RequireRole('editor')
  @Put('payments/:id')
  async update(
    @Param('id', ParseIntPipe) id: number,
    @Body() { supplier_code, ...fields }: UpdatePayablePaymentDto,
  ) {
    return {
      success: true,
      data: await this.ledger.updatePayment(PAYABLE, id, { partnerCode: supplier_code, ...fields }),
    };
  }

  @RequireRole('editor')
  @Delete('payments/:id')
  async remove(@Param('id', ParseIntPipe) id: number) {
    await this.ledger.deletePayment(PAYABLE, id);
    return { success: true };
  }
}
