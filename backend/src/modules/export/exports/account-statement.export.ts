import { Injectable } from '@nestjs/common';
import { Locale, translator } from '../../../locales';
import { AccountsService } from '../../money/accounts.service';
import { AccountStatementExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { exportFileName } from '../xlsx/file-name';
import { Sum, pump } from './common';

/**
 * One account's statement (the cash or bank book): the balance before the range, every line in it
 * oldest first with the balance after it, and the closing balance, each figure the screen's.
 */
@Injectable()
export class AccountStatementExport {
  constructor(private readonly accounts: AccountsService) {}

  async prepare(dto: AccountStatementExportDto, locale: Locale): Promise<ExportJob> {
    const range = { start_date: dto.start_date, end_date: dto.end_date };
    const { account, opening, lines } = await this.accounts.statementForExport(dto.account_id, range);
    const t = translator(locale);
    const period = [dto.start_date, dto.end_date].filter(Boolean).join(' – ');
    return {
      file: exportFileName(t('file.accountStatement'), 'account-statement'),
      write: async (xlsx) => {
        const title = `${t('sheet.accountStatement')}  ${account.name}`;
        const sheet = await xlsx.table(
          t('sheet.accountStatement'),
          [
            { header: t('col.date'), kind: 'date' },
            { header: t('col.kind'), kind: 'text', width: 12 },
            { header: t('col.reference'), kind: 'id' },
            { header: t('field.partner_short_name'), kind: 'text', width: 18 },
            { header: t('col.description'), kind: 'longText' },
            { header: t('field.amount'), kind: 'money' },
            { header: t('col.balanceAfter'), kind: 'money' },
          ],
          { printTitle: period ? `${title}  ${period}` : title },
        );
        sheet.add([null, t('col.opening_balance'), null, null, null, null, opening.toNumber()]);
        const moved = new Sum();
        await pump(
          sheet,
          lines,
          (line) => [
            { kind: 'date', value: line.date },
            t(`entryKind.${line.kind}`),
            line.ref_id,
            line.partner_short_name,
            line.description,
            line.amount,
            line.balance,
          ],
          (line) => moved.add(line.amount),
        );
        sheet.total([
          null,
          t('col.closing_balance'),
          null,
          null,
          null,
          moved.toNumber(),
          opening.plus(moved.value).toNumber(),
        ]);
      },
    };
  }
}
