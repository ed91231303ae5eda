import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PrintSheetBody } from '../../components/PrintSheet';
import { PrintToolbar } from '../../components/PrintToolbar';
import { useCompany } from '../../features/about/useCompany';
import { readReminderCode } from '../../features/balance/reminderLink';
import { useRemote } from '../../hooks/useRemote';
import { SIDES } from '../../services/balance';
import { listDocuments } from '../../services/documents';
import { getStatement } from '../../services/statement';
import type { Statement } from '../../services/types';
import { today } from '../../utils/format';
import { ReminderLetterSheet } from './components/ReminderLetterSheet';
import { reminderLines, type ReminderLine } from './reminderView';
import '../../components/statementSheet.css';

interface Letter {
  date: string;
  /** The customer and their aging on the letter's date. */
  statement: Statement;
  lines: ReminderLine[];
}

/** The customer's statement on one day (for the name, address, terms and aging) and open documents. */
async function loadLetter(code: string): Promise<Letter> {
  const date = today();
  const statement = await getStatement('receivable', code, { start_date: date, end_date: date });
  const { data } = await listDocuments(
    SIDES.receivable.records,
    { page: 1, limit: 100, partner_short_name: statement.partner.short_name },
    { quiet: true },
  );
  return { date, statement, lines: reminderLines(data, statement.partner.payment_terms_days, date) };
}

/**
 * /reminder-letter?code: a polite letter asking a customer to pay what is overdue, as a print-ready A4
 * page, opened from the customer's row of the aging. The toolbar and the app's chrome are left out
 * when printing.
 */
export default function ReminderLetterPage() {
  const { t } = useTranslation(['reminder', 'balance']);
  const [query] = useSearchParams();
  const code = readReminderCode(query);
  const { company, loading: companyLoading } = useCompany();
  const { data, loading, error } = useRemote<Letter | null>(
    () => (code ? loadLetter(code) : Promise.resolve(null)),
    null,
    [code],
  );
  if (!code) {
    return <Result status="warning" title={t('invalidLink')} data-testid="reminder-invalid" />;
  }
  const ready = !loading && !companyLoading && data !== null && !error;
  return (
    <>
      <PrintToolbar
        backTo={SIDES.receivable.path}
        backLabel={t('balance:receivable.title')}
        printLabel={t('print')}
        ready={ready}
      />
      <PrintSheetBody error={error} failedText={t('loadFailed')} sheetClassName="tb-statement-sheet">
        {data && (
          <ReminderLetterSheet
            date={data.date}
            statement={data.statement}
            lines={data.lines}
            company={company}
          />
        )}
      </PrintSheetBody>
    </>
  );
}
