import Decimal from 'decimal.js';
import { AccountBody, CashEntryBody } from '../../money/dto/money.dto';
import { AccountsService } from '../../money/accounts.service';
import { accountIdByName } from '../../money/accounts.queries';
import { CashEntriesService } from '../../money/cash-entries.service';
import { ImportContext, Outcome, RowErrors, validated } from '../import-context';
import { ImportRow } from '../import-rows';
import { FieldRule, PERIOD_LOCK, RowImporter } from './importer';

const ENTRY_DUPLICATE_RULE = 'same kind, date, account, category and amount';

/** A kind written in any case ("Bank") is the stored one ("bank"). */
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/**
 * Accounts with their opening balances, matched by name: a new name creates the account, a known one
 * takes the row's kind, opening balance and date (through AccountsService, as PUT), an equal row
 * writes nothing.
 */
export class AccountsImporter implements RowImporter {
  constructor(private readonly accounts: AccountsService) {}

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const dto = await validated(AccountBody, { ...row.values, kind: lower(row.values.kind) });
    const key = `account\u0000${dto.name}`;
    await ctx.assertNotDuplicate(key, 'one row per account', async () => false);
    ctx.remember(key, row.row);
    const [known]: {
      id: number;
      kind: string;
      opening_balance: string;
      opening_date: string;
      remark: string | null;
    }[] = await ctx.tx.manager.query(
      `SELECT id, kind, opening_balance, to_char(opening_date, 'YYYY-MM-DD') AS opening_date, remark
           FROM accounts WHERE name = $1`,
      [dto.name],
    );
    if (!known) {
      await ctx.write(() => this.accounts.createIn(ctx.tx, dto));
      return 'created';
    }
    const opening = dto.opening_balance ?? '0';
    const date = dto.opening_date ?? known.opening_date;
    if (
      known.kind === dto.kind &&
      new Decimal(known.opening_balance).eq(opening) &&
      known.opening_date === date &&
      (dto.remark ?? null) === known.remark
    ) {
      return 'unchanged';
    }
    await ctx.write(() =>
      this.accounts.updateIn(ctx.tx, known.id, {
        kind: dto.kind,
        opening_balance: opening,
        opening_date: date,
        remark: dto.remark ?? null,
      }),
    );
    return 'updated';
  }

  readonly refusalFields: FieldRule[] = [
    [/^opening balance/, 'opening_balance'],
    [PERIOD_LOCK, 'opening_date'],
  ];
}

/**
 * Other income and expenses through CashEntriesService.createIn: the account by name (empty: the
 * default account). Re-importing the same file is refused row by row as duplicates.
 */
export class CashEntriesImporter implements RowImporter {
  constructor(private readonly entries: CashEntriesService) {}

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const m = ctx.tx.manager;
    const accountId = await accountOfRow(ctx, row);
    // The account's name is read above; the DTO takes its id.
    const values: Record<string, unknown> = { ...row.values };
    delete values.account;
    const dto = await validated(CashEntryBody, {
      ...values,
      kind: lower(row.values.kind),
      account_id: accountId,
    });
    const amount = new Decimal(dto.amount).toFixed(2);
    const key = [dto.kind, dto.date, accountId ?? 'default', dto.category, amount].join('\u0000');
    await ctx.assertNotDuplicate(key, ENTRY_DUPLICATE_RULE, async () => {
      const [hit] = await m.query(
        `SELECT 1 FROM cash_entries
          WHERE kind = $1 AND entry_date = $2 AND category = $4 AND amount = $5
            AND account_id = COALESCE($3::int, (SELECT id FROM accounts WHERE is_default))
          LIMIT 1`,
        [dto.kind, dto.date, accountId, dto.category, amount],
      );
      return Boolean(hit);
    });
    await ctx.write(() => this.entries.createIn(ctx.tx, dto));
    ctx.remember(key, row.row);
    return 'created';
  }

  readonly refusalFields: FieldRule[] = [
    [/^amount/, 'amount'],
    [PERIOD_LOCK, 'date'],
  ];
}

/**
 * The account a row names in its account column (by name), or null when the cell is empty (the
 * default account); an unknown name is the row's error on that column.
 */
export async function accountOfRow(ctx: ImportContext, row: ImportRow): Promise<number | null> {
  const name = row.values.account;
  if (typeof name !== 'string' || !name.trim()) return null;
  const id = await accountIdByName(ctx.tx.manager, name.trim());
  if (id === null) throw RowErrors.of('account', `account ${name.trim()} not found`);
  return id;
}
