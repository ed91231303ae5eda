import Decimal from 'decimal.js';
import { PartnerType, Side, PAYABLE, RECEIVABLE } from '../../../common/side';
import { ledgerDtos, OpeningBalanceDto, PaymentFieldsDto } from '../../ledger/dto/ledger.dto';
import { LedgerService } from '../../ledger/ledger.service';
import { OpeningBalancesService } from '../../ledger/opening-balances.service';
import { PAY_METHODS } from '../../ledger/payment.entity';
import { FieldError, fieldError, ImportContext, Outcome, RowErrors, validated } from '../import-context';
import { ImportRow } from '../import-rows';
import { FieldRule, PERIOD_LOCK, RowImporter } from './importer';
import { accountOfRow } from './money.importers';

const PAYMENT_DUPLICATE_RULE = 'same partner, payment date, amount and payment method';

/** A payment method written in any case ("cash") is the stored one ("Cash"). */
function payMethod(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return PAY_METHODS.find((method) => method.toLowerCase() === value.trim().toLowerCase()) ?? value;
}

/**
 * Receivable or payable payments, through LedgerService.createPaymentIn: the side's DTO, its partner
 * (a partner of the other type is "not found", as in the API), its sign rule. A short name, when the
 * file has one, must be the code's partner's; the account is named (empty: the default account).
 */
export class PaymentImporter implements RowImporter {
  constructor(
    private readonly side: Side,
    private readonly ledger: LedgerService,
  ) {}

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const { side } = this;
    const codeField = `${side.partner}_code`;
    const shortNameField = `${side.partner}_short_name`;
    const dto = await validated<PaymentFieldsDto>(ledgerDtos(side).PaymentBody, {
      ...row.values,
      pay_method: payMethod(row.values.pay_method),
    });
    const code = (dto as unknown as Record<string, string>)[codeField];
    const shortName = row.values[shortNameField];
    const m = ctx.tx.manager;
    if (typeof shortName === 'string' && shortName) {
      const [partner] = await m.query('SELECT short_name FROM partners WHERE code = $1 AND type = $2', [
        code,
        side.partnerType,
      ]);
      if (partner && partner.short_name !== shortName.trim()) {
        throw RowErrors.of(
          shortNameField,
          `${side.partner} code and short name do not match, please reselect`,
        );
      }
    }
    const accountId = await accountOfRow(ctx, row);
    const amount = new Decimal(dto.amount).toFixed(2);
    const key = [side.key, code, dto.pay_date, amount, dto.pay_method].join('\u0000');
    await ctx.assertNotDuplicate(key, PAYMENT_DUPLICATE_RULE, async () => {
      const [hit] = await m.query(
        `SELECT 1 FROM payments y
          WHERE y.direction = $1 AND y.partner_id = (SELECT id FROM partners WHERE code = $2 AND type = $3)
            AND y.pay_date = $4 AND y.amount = $5 AND y.pay_method = $6
          LIMIT 1`,
        [side.direction, code, side.partnerType, dto.pay_date, amount, dto.pay_method],
      );
      return Boolean(hit);
    });
    await ctx.touchPartner(code, side.partnerType);
    await ctx.write(() =>
      this.ledger.createPaymentIn(ctx.tx, side, {
        partnerCode: code,
        amount: dto.amount,
        pay_date: dto.pay_date,
        pay_method: dto.pay_method,
        account_id: accountId,
        remark: dto.remark ?? null,
      }),
    );
    ctx.remember(key, row.row);
    return 'created';
  }

  get refusalFields(): FieldRule[] {
    return [
      [new RegExp(`^${this.side.partner} .* not found`), `${this.side.partner}_code`],
      [/^amount/, 'amount'],
      [PERIOD_LOCK, 'pay_date'],
    ];
  }
}

/**
 * Opening balances of customers and suppliers in one file: the partner by code (its type gives the
 * side), set through OpeningBalancesService.putIn (create or replace, as PUT). A row equal to the
 * stored balance writes nothing; the same partner twice in a file is refused.
 */
export class OpeningBalanceImporter implements RowImporter {
  constructor(private readonly openingBalances: OpeningBalancesService) {}

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const code = row.values.partner_code;
    const errors: FieldError[] = [];
    if (typeof code !== 'string' || !code)
      errors.push(fieldError('partner_code', 'partner code is required'));
    let dto: OpeningBalanceDto | null = null;
    try {
      dto = await validated(OpeningBalanceDto, row.values);
    } catch (error) {
      if (!(error instanceof RowErrors)) throw error;
      errors.push(...error.errors);
    }
    if (errors.length > 0 || !dto) throw new RowErrors(errors);
    const m = ctx.tx.manager;
    const [partner]: { type: PartnerType; short_name: string; amount: string | null; date: string | null }[] =
      await m.query(
        `SELECT pt.type, pt.short_name, ob.amount, to_char(ob.balance_date, 'YYYY-MM-DD') AS date
           FROM partners pt LEFT JOIN opening_balances ob ON ob.partner_id = pt.id
          WHERE pt.code = $1`,
        [code],
      );
    if (!partner) throw RowErrors.of('partner_code', `partner ${String(code)} not found`);
    const shortName = row.values.partner_short_name;
    if (typeof shortName === 'string' && shortName && shortName.trim() !== partner.short_name) {
      throw RowErrors.of('partner_short_name', 'partner code and short name do not match, please reselect');
    }
    const key = `opening\u0000${String(code)}`;
    await ctx.assertNotDuplicate(key, 'one opening balance per partner', async () => false);
    ctx.remember(key, row.row);
    if (partner.amount !== null && new Decimal(partner.amount).eq(dto.amount) && partner.date === dto.date) {
      return 'unchanged';
    }
    const side = partner.type === PartnerType.Customer ? RECEIVABLE : PAYABLE;
    await ctx.touchPartner(String(code), partner.type);
    await ctx.write(() => this.openingBalances.putIn(ctx.tx, side, String(code), dto.amount, dto.date));
    return partner.amount === null ? 'created' : 'updated';
  }

  readonly refusalFields: FieldRule[] = [
    [/^amount/, 'amount'],
    [PERIOD_LOCK, 'date'],
    [/not found/, 'partner_code'],
  ];
}
