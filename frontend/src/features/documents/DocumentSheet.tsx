import { useTranslation } from 'react-i18next';
import { CompanyHeader } from '../../components/CompanyHeader';
import { SheetHead } from '../../components/PrintSheet';
import { SheetPartyContact } from '../../components/SheetPartyContact';
import type { TradeDocument } from '../../services/documents';
import type { Company } from '../../services/settings';
import type { Direction } from '../../services/types';
import { formatDate, formatMoney, formatTotal, today } from '../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../utils/money';
import type { PrintKind } from './printLink';
import './documentSheet.css';

interface Props {
  direction: Direction;
  kind: PrintKind;
  document: TradeDocument;
  /** The company as Settings holds it (null while it loads). */
  company: Company | null;
}

/**
 * A printable A4 document: the company's header, the partner (with address and contact), the document's number, date, order and
 * invoice, its lines and total. A delivery note shows quantities for signing; an invoice and a purchase
 * receipt add prices and the total. The invoice asks for payment, not for a signature: it has no
 * signature lines (the delivery note is what the customer signs).
 */
export function DocumentSheet({ direction, kind, document, company }: Props) {
  const { t } = useTranslation('trade');
  const priced = kind !== 'delivery';
  return (
    <article className="tb-sheet tb-document-sheet" data-testid={`document-sheet-${kind}`}>
      <CompanyHeader
        company={company}
        title={t(`documents.print.${kind}`)}
        subject={document.document_number}
        subjectTestId="document-sheet-number"
        issued={t('documents.printed', { date: today() })}
      />
      <section className="tb-sheet-parties">
        <dl>
          <dt>{t(`${direction}.partner`)}</dt>
          <dd>
            <strong>{document.partner_full_name ?? document.partner_short_name}</strong>
          </dd>
          <dt>{t(`${direction}.partnerCode`)}</dt>
          <dd>{document.partner_code}</dd>
          <SheetPartyContact contact={document.partner_contact} />
        </dl>
        <dl>
          <dt>{t(`${direction}.date`)}</dt>
          <dd>{formatDate(document.date)}</dd>
          {document.order_number ? (
            <>
              <dt>{t('fields.orderNumber')}</dt>
              <dd>{document.order_number}</dd>
            </>
          ) : null}
          {kind === 'invoice' && document.invoice_number ? (
            <>
              <dt>{t('fields.invoiceNumber')}</dt>
              <dd>
                {document.invoice_number}
                {document.invoice_date ? ` · ${formatDate(document.invoice_date)}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <table className="tb-sheet-table tb-sheet-lines">
        <SheetHead
          text={['#', t('fields.productCode'), t('fields.productModel')]}
          figures={[t('fields.quantity'), ...(priced ? [t('fields.unitPrice'), t('fields.totalPrice')] : [])]}
        />
        <tbody>
          {document.lines.map((line, i) => (
            <tr key={line.id} data-testid="document-sheet-line">
              <td>{i + 1}</td>
              <td>{line.product_code}</td>
              <td className="tb-line-wide">{line.product_model}</td>
              <td className="tb-num" data-label={t('fields.quantity')}>
                {line.quantity}
              </td>
              {priced ? (
                <td className="tb-num" data-label={t('fields.unitPrice')}>
                  {formatMoney(line.unit_price, UNIT_PRICE_DECIMALS)}
                </td>
              ) : null}
              {priced ? (
                <td className="tb-num" data-label={t('fields.totalPrice')}>
                  {formatTotal(line.total_price)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="tb-line-wide">
              {t('documents.totalLine')}
            </td>
            <td className="tb-num" data-label={t('fields.quantity')}>
              {document.lines.reduce((sum, line) => sum + line.quantity, 0)}
            </td>
            {priced ? <td /> : null}
            {priced ? (
              <td className="tb-num" data-testid="document-sheet-total" data-label={t('fields.totalPrice')}>
                {formatTotal(document.total_price)}
              </td>
            ) : null}
          </tr>
        </tfoot>
      </table>
      {document.remark ? <p className="tb-sheet-muted">{document.remark}</p> : null}
      {kind === 'invoice' ? null : (
        <footer className="tb-sheet-signatures" data-testid="document-sheet-signatures">
          <div>{t(kind === 'receipt' ? 'documents.receivedBy' : 'documents.deliveredBy')}</div>
          <div>{t(kind === 'receipt' ? 'documents.checkedBy' : 'documents.receivedBy')}</div>
        </footer>
      )}
    </article>
  );
}
