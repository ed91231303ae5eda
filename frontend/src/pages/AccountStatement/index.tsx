import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PrintToolbar } from '../../components/PrintToolbar';
import { CompanyHeader } from '../../components/CompanyHeader';
import { ExportButton } from '../../components/ExportButton';
import { PrintSheetBody, SheetSummary, SheetTable } from '../../components/PrintSheet';
import { useCompany } from '../../features/about/useCompany';
import { StatementRangePicker } from '../../features/balance/StatementRangePicker';
import { useRemote } from '../../hooks/useRemote';
import { getAccountStatement, type AccountEntry, type AccountStatement } from '../../services/money';
import type { Company } from '../../services/settings';
import { formatDate, formatMoney, today } from '../../utils/format';
import { sumAmounts } from '../../utils/money';
import '../../components/statementSheet.css';

/** The API's largest page: the printout reads every page of the range. */
const PAGE = 100;

async function wholeStatement(id: number, start: string, end: string): Promise<AccountStatement> {
  const first = await getAccountStatement(id, { start_date: start, end_date: end, page: 1, limit: PAGE });
  const data: AccountEntry[] = [...first.data];
  for (let page = 2; data.length < first.total; page++) {
    const next = await getAccountStatement(id, { start_date: start, end_date: end, page, limit: PAGE });
    if (next.data.length === 0) break;
    data.push(...next.data);
  }
  return { ...first, data };
}

const monthStart = () => `${today().slice(0, 8)}01`;

/**
 * /account-statement?id&start_date&end_date: one account's lines in a range with the running balance,
 * opening and closing balances, as a print-ready A4 page with the company's details.
 */
export default function AccountStatementPage() {
  const { t } = useTranslation('accounts');
  const [query, setQuery] = useSearchParams();
  const id = Number(query.get('id'));
  const start = query.get('start_date') ?? monthStart();
  const end = query.get('end_date') ?? today();
  const { company, loading: companyLoading } = useCompany();
  const { data, loading, error } = useRemote<AccountStatement | null>(
    () => (id > 0 ? wholeStatement(id, start, end) : Promise.resolve(null)),
    null,
    [id, start, end],
  );
  if (!(id > 0)) return <Result status="warning" title={t('statementSheet.invalidLink')} />;
  const ready = !loading && !companyLoading && data !== null && !error;

  return (
    <>
      <PrintToolbar
        backTo="/accounts"
        backLabel={t('title')}
        printLabel={t('statementSheet.print')}
        ready={ready}
      >
        <StatementRangePicker
          value={[start, end]}
          onChange={([s, e]) => setQuery({ id: String(id), start_date: s, end_date: e })}
        />
        <ExportButton kind="account-statement" body={{ account_id: id, start_date: start, end_date: end }} />
      </PrintToolbar>
      <PrintSheetBody
        error={error}
        failedText={t('statementSheet.loadFailed')}
        sheetClassName="tb-statement-sheet"
      >
        {data && <AccountSheet statement={data} start={start} end={end} company={company} />}
      </PrintSheetBody>
    </>
  );
}

/** The printable A4 sheet: company, account, period, the money in and out, the lines with their running balance. */
function AccountSheet({
  statement,
  start,
  end,
  company,
}: {
  statement: AccountStatement;
  start: string;
  end: string;
  company: Company | null;
}) {
  const { t } = useTranslation('accounts');
  const moneyIn = statement.data.filter((line) => line.amount > 0).map((line) => line.amount);
  const moneyOut = statement.data.filter((line) => line.amount < 0).map((line) => -line.amount);
  return (
    <article className="tb-sheet tb-statement-sheet" data-testid="account-statement">
      <CompanyHeader
        company={company}
        title={t('statementSheet.title')}
        subject={t('statementSheet.period', { start, end })}
        issued={t('statementSheet.issued', { date: today() })}
      />
      <section className="tb-sheet-parties">
        <dl>
          <dt>{t('fields.name')}</dt>
          <dd>
            <strong>{statement.account.name}</strong>
          </dd>
          <dt>{t('fields.kind')}</dt>
          <dd>{t(`kinds.${statement.account.kind}`)}</dd>
        </dl>
      </section>
      <SheetSummary
        figures={[
          [t('statementSheet.opening'), formatMoney(statement.opening_balance), 'account-opening'],
          [t('statementSheet.moneyIn'), formatMoney(sumAmounts(moneyIn))],
          [t('statementSheet.moneyOut'), formatMoney(sumAmounts(moneyOut))],
          [t('statementSheet.closing'), formatMoney(statement.closing_balance), 'account-closing'],
        ]}
      />
      <SheetTable
        title={t('statementSheet.lines')}
        testId="account-lines"
        lines
        text={[
          t('fields.date'),
          t('statementSheet.kind'),
          t('statementSheet.partner'),
          t('statementSheet.description'),
        ]}
        figures={[t('statementSheet.moneyIn'), t('statementSheet.moneyOut'), t('fields.balance')]}
      >
        <tbody>
          <tr>
            <td className="tb-nowrap">{formatDate(start)}</td>
            <td colSpan={5}>{t('statementSheet.opening')}</td>
            <td className="tb-num" data-label={t('fields.balance')}>
              {formatMoney(statement.opening_balance)}
            </td>
          </tr>
          {statement.data.map((line) => (
            <tr key={line.key}>
              <td className="tb-nowrap">{formatDate(line.date)}</td>
              <td>{t(`entryKinds.${line.kind}`)}</td>
              <td>{line.partner_short_name ?? ''}</td>
              <td className="tb-line-wide">{line.description ?? ''}</td>
              <td className="tb-num" data-label={t('statementSheet.moneyIn')}>
                {line.amount > 0 ? formatMoney(line.amount) : ''}
              </td>
              <td className="tb-num" data-label={t('statementSheet.moneyOut')}>
                {line.amount < 0 ? formatMoney(-line.amount) : ''}
              </td>
              <td className="tb-num" data-label={t('fields.balance')}>
                {formatMoney(line.balance)}
              </td>
            </tr>
          ))}
        </tbody>
      </SheetTable>
    </article>
  );
}
