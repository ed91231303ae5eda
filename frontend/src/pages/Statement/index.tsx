import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PrintSheetBody } from '../../components/PrintSheet';
import { PrintToolbar } from '../../components/PrintToolbar';
import { useCompany } from '../../features/about/useCompany';
import { StatementRangePicker } from '../../features/balance/StatementRangePicker';
import { readStatementTarget, statementQuery } from '../../features/balance/statementLink';
import { useRemote } from '../../hooks/useRemote';
import { SIDES } from '../../services/balance';
import { getStatement } from '../../services/statement';
import type { Statement } from '../../services/types';
import { StatementSheet } from './components/StatementSheet';
import '../../components/statementSheet.css';

/**
 * /statement?side&code&start_date&end_date: a partner's statement of account as a print-ready A4 page
 *. The toolbar and the app's chrome are left out when printing.
 */
export default function StatementPage() {
  const { t } = useTranslation(['statement', 'balance']);
  const [query, setQuery] = useSearchParams();
  const target = readStatementTarget(query);
  const { company, loading: companyLoading } = useCompany();
  const { data, loading, error } = useRemote<Statement | null>(
    () => (target ? getStatement(target.side, target.code, target) : Promise.resolve(null)),
    null,
    [query.toString()],
  );

  if (!target) {
    return (
      <Result
        status="warning"
        title={t('invalidLink')}
        subTitle={t('invalidLinkHint')}
        data-testid="statement-invalid"
      />
    );
  }
  const ready = !loading && !companyLoading && data !== null && !error;

  return (
    <>
      <PrintToolbar
        backTo={SIDES[target.side].path}
        backLabel={t(`balance:${target.side}.title`)}
        printLabel={t('print')}
        ready={ready}
      >
        <StatementRangePicker
          value={[target.start_date, target.end_date]}
          onChange={([start, end]) =>
            setQuery(statementQuery({ ...target, start_date: start, end_date: end }))
          }
        />
      </PrintToolbar>
      <PrintSheetBody error={error} failedText={t('loadFailed')} sheetClassName="tb-statement-sheet">
        {data && <StatementSheet side={target.side} statement={data} company={company} />}
      </PrintSheetBody>
    </>
  );
}
