import { useTranslation } from 'react-i18next';
import { CompanyHeader } from '../../../components/CompanyHeader';
import { SheetPartyContact } from '../../../components/SheetPartyContact';
import { SheetSummary, SheetTable } from '../../../components/PrintSheet';
import { directionOfSide, DocumentLink } from '../../../features/documents/DocumentLink';
import { bucketTitle } from '../../../features/balance/agingBuckets';
import type { Company } from '../../../services/settings';
import type { Side, Statement } from '../../../services/types';
import { formatDate, joinParts, today } from '../../../utils/format';
import { BROUGHT_FORWARD, isStatementKind, money, statementRows, statementTotals } from '../statementView';

interface Props {
  side: Side;
  statement: Statement;
  /** The company as Settings holds it (null while it loads). */
  company: Company | null;
}

/** The printable A4 sheet: company, partner, period, the lines with their running balance, and the aging. */
export function StatementSheet({ side, statement, company }: Props) {
  const { t } = useTranslation(['statement', 'balance']);
  const rows = statementRows(statement);
  const totals = statementTotals(statement);
  const { partner, aging } = statement;
  const terms = partner.payment_terms_days;
  const bucketTitles = (aging?.buckets ?? []).map((label) =>
    bucketTitle(label, (key, values) => t(`balance:${key}`, values)),
  );
  const kindText = (kind: string) =>
    kind === BROUGHT_FORWARD
      ? t('broughtForward')
      : isStatementKind(kind)
        ? t(`kinds.${side}.${kind}`)
        : kind;

  return (
    <article className="tb-sheet tb-statement-sheet" data-testid="statement-sheet">
      <CompanyHeader
        company={company}
        title={t('title')}
        subject={t('period', { start: statement.start_date, end: statement.end_date })}
        issued={t('issued', { date: today() })}
      />

      <section className="tb-sheet-parties">
        <dl>
          <dt>{t(`balance:${side}.party`)}</dt>
          <dd>
            <strong>{partner.full_name ?? partner.short_name}</strong>
          </dd>
          <dt>{t('code')}</dt>
          <dd>{joinParts([partner.code, partner.short_name])}</dd>
          <SheetPartyContact contact={partner} />
        </dl>
        <dl>
          <dt>{t('paymentTerms')}</dt>
          <dd>{terms ? t('termsDays', { days: terms }) : t('termsOnDate')}</dd>
        </dl>
      </section>

      <h2>{t('summary')}</h2>
      <SheetSummary
        figures={[
          [t('openingBalance'), money(statement.opening_balance)],
          [t('totalDebit'), money(totals.debit)],
          [t('totalCredit'), money(totals.credit)],
          [t('closingBalance'), money(statement.closing_balance), 'statement-closing'],
        ]}
      />

      <SheetTable
        title={t('lines')}
        testId="statement-lines"
        lines
        text={[t('columns.date'), t('columns.kind'), t('columns.reference'), t('columns.description')]}
        figures={[t('columns.debit'), t('columns.credit'), t('columns.balance')]}
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="tb-nowrap">{formatDate(row.date)}</td>
              <td>{kindText(row.kind)}</td>
              <td className="tb-nowrap">
                <DocumentLink
                  direction={directionOfSide(side)}
                  documentId={row.documentId}
                  number={row.reference}
                />
              </td>
              <td className="tb-line-wide">{row.description}</td>
              <td className="tb-num" data-label={t('columns.debit')}>
                {row.debit}
              </td>
              <td className="tb-num" data-label={t('columns.credit')}>
                {row.credit}
              </td>
              <td className="tb-num" data-label={t('columns.balance')}>
                {row.balance}
              </td>
            </tr>
          ))}
          {statement.lines.length === 0 ? (
            <tr>
              <td colSpan={7} className="tb-sheet-muted">
                {t('noLines')}
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4} className="tb-line-wide">
              {t('closingOn', { date: statement.end_date })}
            </td>
            <td className="tb-num" data-label={t('columns.debit')}>
              {money(totals.debit)}
            </td>
            <td className="tb-num" data-label={t('columns.credit')}>
              {money(totals.credit)}
            </td>
            <td className="tb-num" data-label={t('columns.balance')}>
              {money(statement.closing_balance)}
            </td>
          </tr>
        </tfoot>
      </SheetTable>

      {aging && aging.buckets.length > 0 ? (
        <SheetTable
          title={t('aging', { date: aging.as_of })}
          testId="statement-aging"
          lines
          text={[]}
          figures={[...bucketTitles, t('agingTotal')]}
        >
          <tbody>
            <tr>
              {aging.buckets.map((label, index) => (
                <td key={label} className="tb-num" data-label={bucketTitles[index]}>
                  {money(aging.amounts[index] ?? 0)}
                </td>
              ))}
              <td className="tb-num" data-label={t('agingTotal')}>
                {money(aging.balance)}
              </td>
            </tr>
          </tbody>
        </SheetTable>
      ) : null}

      <p className="tb-statement-foot">{t(`note.${side}`, { company: company?.name ?? '' })}</p>
    </article>
  );
}
