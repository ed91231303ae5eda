import { useTranslation } from 'react-i18next';
import { CompanyHeader } from '../../../components/CompanyHeader';
import { SheetSummary, SheetTable } from '../../../components/PrintSheet';
import { SheetPartyContact } from '../../../components/SheetPartyContact';
import { DocumentLink } from '../../../features/documents/DocumentLink';
import { overdueOf } from '../../../features/balance/reminderLink';
import type { Company } from '../../../services/settings';
import type { Statement } from '../../../services/types';
import { formatDate, formatMoney, joinParts } from '../../../utils/format';
import { AMOUNT_DECIMALS } from '../../../utils/money';
import { openTotal, type ReminderLine } from '../reminderView';

interface Props {
  /** The letter's date: the documents are aged on it. */
  date: string;
  /** The customer (name, address, terms) and their aging on the letter's date. */
  statement: Statement;
  lines: ReminderLine[];
  /** The company as Settings holds it (null while it loads). */
  company: Company | null;
}

const money = (value: number) => formatMoney(value, AMOUNT_DECIMALS);

/**
 * The printable A4 letter: the company, the customer and their address, the date, a polite request,
 * the open documents with their due dates and days overdue, the total overdue and a closing line.
 */
export function ReminderLetterSheet({ date, statement, lines, company }: Props) {
  const { t } = useTranslation('reminder');
  const { partner, aging } = statement;
  const overdue = overdueOf(aging.amounts);
  const name = partner.full_name || partner.short_name;
  const companyName = company?.name ?? '';
  const columns = {
    number: t('columns.number'),
    date: t('columns.date'),
    due: t('columns.dueDate'),
    age: t('columns.age'),
    open: t('columns.openAmount'),
  };

  return (
    <article className="tb-sheet tb-statement-sheet tb-reminder-sheet" data-testid="reminder-sheet">
      <CompanyHeader
        company={company}
        title={t('title')}
        subject={t('subject', { code: partner.code ?? '' })}
        issued={t('dated', { date: formatDate(date) })}
      />

      <section className="tb-sheet-parties">
        <dl>
          <dt>{t('to')}</dt>
          <dd>
            <strong data-testid="reminder-customer">{name}</strong>
          </dd>
          <dt>{t('code')}</dt>
          <dd>{joinParts([partner.code, partner.short_name])}</dd>
          <SheetPartyContact contact={partner} />
        </dl>
      </section>

      <div className="tb-reminder-text">
        <p>{t('salutation', { name })}</p>
        <p data-testid="reminder-body">{t('body', { amount: money(overdue), date: formatDate(date) })}</p>
      </div>

      <SheetTable
        title={t('documents')}
        testId="reminder-lines"
        lines
        text={[columns.number, columns.date, columns.due, columns.age]}
        figures={[columns.open]}
      >
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="tb-nowrap tb-line-wide">
                <DocumentLink direction="outbound" documentId={line.id} number={line.document_number} />
              </td>
              <td className="tb-nowrap" data-label={columns.date}>
                {formatDate(line.date)}
              </td>
              <td className="tb-nowrap" data-label={columns.due}>
                {formatDate(line.due_date)}
              </td>
              <td className="tb-nowrap" data-label={columns.age}>
                {line.days_overdue > 0 ? line.days_overdue : t('notDue')}
              </td>
              <td className="tb-num" data-label={columns.open}>
                {money(line.open_amount)}
              </td>
            </tr>
          ))}
          {lines.length === 0 ? (
            <tr>
              <td colSpan={5} className="tb-sheet-muted">
                {t('noDocuments')}
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4} className="tb-line-wide">
              {t('totalOpen')}
            </td>
            <td className="tb-num" data-label={columns.open}>
              {money(openTotal(lines))}
            </td>
          </tr>
        </tfoot>
      </SheetTable>

      <SheetSummary
        figures={[
          [t('balance'), money(aging.balance)],
          [t('totalOverdue'), money(overdue), 'reminder-overdue'],
        ]}
      />

      <div className="tb-reminder-text">
        <p>{t('request')}</p>
        <p>{t('alreadyPaid')}</p>
        <p>{t('closing')}</p>
        <p className="tb-reminder-signature">
          <strong>{companyName}</strong>
        </p>
      </div>
    </article>
  );
}
