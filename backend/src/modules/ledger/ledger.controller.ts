import { Body, Param, Query, Type, Post } from '@nestjs/common';
import { Paged, Success } from '../../common/openapi/envelopes';
import { RecordId } from '../../common/http/record-id';
import {
  AgingQueryDto,
  ledgerDtos,
  OpeningBalanceDto,
  OpeningBalanceListQueryDto,
  StatementQueryDto,
} from './dto/ledger.dto';
import { ledgerResponses, StatementResponse } from './dto/ledger.response.dto';
import { AgingService } from './aging.service';
import { Side, PAYABLE, RECEIVABLE } from '../../common/side';
import { LedgerService, PaymentInput } from './ledger.service';
import { OpeningBalancesService } from './opening-balances.service';
import { StatementService } from './statement.service';
import { ApiController, Created, Read, Remove, Update } from '../../common/http/endpoints';

type Wire = Record<string, unknown>;

/** A payment body in the side's names → the service's neutral input (the party code under `partnerCode`). */
function paymentInput(side: Side, body: Wire): Partial<PaymentInput> {
  const { [`${side.partner}_code`]: partnerCode, ...fields } = body;
  return { ...(fields as Partial<PaymentInput>), partnerCode: partnerCode as string | undefined };
}

/**
 * One controller definition for both sides of the ledger: `/receivable` (customers) and `/payable`
 * (suppliers), each route one service call. The side's DTO classes double as parameter types, so the
 * global validation pipe validates the side's own field names.
 */
export function createLedgerController(side: Side): Type<unknown> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { ListQuery, DetailQuery, PaymentBody, PaymentChanges } = ledgerDtos(side);
  type ListQuery = InstanceType<typeof ListQuery>;
  type DetailQuery = InstanceType<typeof DetailQuery>;
  type PaymentBody = InstanceType<typeof PaymentBody>;
  type PaymentChanges = InstanceType<typeof PaymentChanges>;
  const answers = ledgerResponses(side);

  @ApiController(side.key)
  class LedgerController {
    constructor(
      private readonly ledger: LedgerService,
      private readonly openings: OpeningBalancesService,
      private readonly agingService: AgingService,
      private readonly statements: StatementService,
    ) {}

    @Read(answers.BalanceList)
    list(@Query() q: ListQuery) {
      return this.ledger.list(side, {
        page: q.page,
        limit: q.limit,
        shortName: (q as unknown as Wire)[`${side.partner}_short_name`] as string | undefined,
        sortField: q.sort_field,
        sortOrder: q.sort_order,
      });
    }

    @Read(answers.BalanceDetail, `details/:${side.partner}_code`)
    details(@Param(`${side.partner}_code`) code: string, @Query() q: DetailQuery) {
      const wire = q as unknown as Wire;
      return this.ledger.details(side, code, {
        paymentPage: q.payment_page,
        paymentLimit: q.payment_limit,
        recordPage: wire[`${side.route}_page`] as number,
        recordLimit: wire[`${side.route}_limit`] as number,
      });
    }

    @Read(answers.Aging, 'aging')
    aging(@Query() q: AgingQueryDto) {
      return this.agingService.aging(side, {
        asOf: q.as_of,
        buckets: q.buckets,
        sortField: q.sort_field,
        sortOrder: q.sort_order,
      });
    }

    @Read(StatementResponse, `statement/:${side.partner}_code`)
    statement(
      @Param(`${side.partner}_code`) code: string,
      @Query() q: StatementQueryDto,
    ): Promise<StatementResponse> {
      return this.statements.statement(side, code, {
        startDate: q.start_date,
        endDate: q.end_date,
        buckets: q.buckets,
      });
    }

    @Post('payments')
    @Created(Success(answers.Payment))
    async create(@Body() body: PaymentBody) {
      const input = paymentInput(side, body as unknown as Wire) as PaymentInput;
      return { success: true, data: await this.ledger.createPayment(side, input) };
    }

    @Update(Success(answers.Payment), 'payments/:id')
    async update(@RecordId() id: number, @Body() body: PaymentChanges) {
      return {
        success: true,
        data: await this.ledger.updatePayment(side, id, paymentInput(side, body as unknown as Wire)),
      };
    }

    @Remove('payments/:id')
    async remove(@RecordId() id: number) {
      await this.ledger.deletePayment(side, id);
      return { success: true };
    }

    @Read(Paged(answers.OpeningBalance), 'opening-balances')
    openingBalances(@Query() q: OpeningBalanceListQueryDto) {
      return this.openings.list(side, q);
    }

    @Read(answers.OpeningBalance, `opening-balances/:${side.partner}_code`)
    openingBalance(@Param(`${side.partner}_code`) code: string) {
      return this.openings.get(side, code);
    }

    @Update(answers.OpeningBalance, `opening-balances/:${side.partner}_code`)
    setOpeningBalance(@Param(`${side.partner}_code`) code: string, @Body() body: OpeningBalanceDto) {
      return this.openings.put(side, code, body.amount, body.date);
    }

    @Remove(`opening-balances/:${side.partner}_code`)
    async removeOpeningBalance(@Param(`${side.partner}_code`) code: string) {
      await this.openings.remove(side, code);
      return { success: true };
    }
  }

  const name = `${side.key.charAt(0).toUpperCase()}${side.key.slice(1)}Controller`;
  Object.defineProperty(LedgerController, 'name', { value: name });
  return LedgerController;
}

export const ReceivableController = createLedgerController(RECEIVABLE);
export const PayableController = createLedgerController(PAYABLE);
