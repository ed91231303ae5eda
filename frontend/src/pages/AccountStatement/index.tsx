import { Alert, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PrintToolbar } from '../../components/PrintToolbar';
import { CompanyHeader } from '../../components/CompanyHeader';
import { useCompany } from '../../features/about/useCompany';
import { StatementRangePicker } from '../../features/balance/StatementRangePicker';
import { useRemote } from '../../hooks/useRemote';
import { messageOr } from '../../services/errors';
import { getAccountStatement, type AccountEntry, type AccountStatement } from '../../services/money';
import { formatDate, formatMoney, today } from '../../utils/format';
import { sumAmounts } from '../../utils/money';
import '../../components/printSheet.css';
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
      </PrintToolbar>
      {error ? (
        <Alert
          className="tb-no-print"
          type="error"
          showIcon
          message={messageOr(error, t('statementSheet.loadFailed'))}
        />
      ) : null}
      {data && !error ? (
        <article className="tb-sheet tb-statement-sheet" data-testid="account-statement">
          <CompanyHeader company={company}>
            <h1>{t('statementSheet.title')}</h1>
            <div>{t('statementSheet.period', { start, end })}</div>
            <div className="tb-sheet-muted">{t('statementSheet.issued', { date: today() })}</div>
          </CompanyHeader>
          <section className="tb-sheet-parties">
            <dl>
              <dt>{t('fields.name')}</dt>
              <dd>
                <strong>{data.account.name}</strong>
              </dd>
              <dt>{t('fields.kind')}</dt>
              <dd>{t(`kinds.${data.account.kind}`)}</dd>
            </dl>
          </section>
          <table className="tb-sheet-table tb-sheet-figures tb-statement-summary">
            <tbody>
              <tr>
                <td>
                  {t('statementSheet.opening')}
                  <strong data-testid="account-opening">{formatMoney(data.opening_balance)}</strong>
                </td>
                <td>
                  {t('statementSheet.moneyIn')}
                  <strong>
                    {formatMoney(sumAmounts(data.data.filter((l) => l.amount > 0).map((l) => l.amount)))}
                  </strong>
                </td>
                <td>
                  {t('statementSheet.moneyOut')}
                  <strong>
                    {formatMoney(sumAmounts(data.data.filter((l) => l.amount < 0).map((l) => -l.amount)))}
                  </strong>
                </td>
                <td>
                  {t('statementSheet.closing')}
                  <strong data-testid="account-closing">{formatMoney(data.closing_balance)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
          <h2>{t('statementSheet.lines')}</h2>
          <table className="tb-sheet-table tb-sheet-figures" data-testid="account-lines">
            <thead>
              <tr>
                <th>{t('fields.date')}</th>
                <th>{t('statementSheet.kind')}</th>
                <th>{t('statementSheet.partner')}</th>
                <th>{t('statementSheet.description')}</th>
                <th className="tb-num">{t('statementSheet.moneyIn')}</th>
                <th className="tb-num">{t('statementSheet.moneyOut')}</th>
                <th className="tb-num">{t('fields.balance')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className="tb-nowrap">{formatDate(start)}</td>
                <td colSpan={5}>{t('statementSheet.opening')}</td>
                <td className="tb-num">{formatMoney(data.opening_balance)}</td>
              </tr>
              {data.data.map((line) => (
                <tr key={line.key}>
                  <td className="tb-nowrap">{formatDate(line.date)}</td>
                  <td>{t(`entryKinds.${line.kind}`)}</td>
                  <td>{line.partner_short_name ?? ''}</td>
                  <td>{line.description ?? ''}</td>
                  <td className="tb-num">{line.amount > 0 ? formatMoney(line.amount) : ''}</td>
                  <td className="tb-num">{line.amount < 0 ? formatMoney(-line.amount) : ''}</td>
                  <td className="tb-num">{formatMoney(line.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ) : error ? null : (
        <div className="tb-sheet tb-statement-sheet">
          <Skeleton active paragraph={{ rows: 12 }} />
        </div>
      )}
    </>
  );
}
