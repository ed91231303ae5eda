import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CompanyHeader } from '../../components/CompanyHeader';
import { SheetPartyContact } from '../../components/SheetPartyContact';
import { PrintSheetBody, SheetTable } from '../../components/PrintSheet';
import { PrintToolbar } from '../../components/PrintToolbar';
import { useCompany } from '../../features/about/useCompany';
import { useRemote } from '../../hooks/useRemote';
import { ORDER_KINDS, getOrder, type Order, type OrderKind } from '../../services/orders';
import { formatDate, formatMoney, formatTotal, today } from '../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../utils/money';
import './order-print.css';

const KINDS: OrderKind[] = ['sales', 'purchase'];

/**
 * /order-print?kind=sales|purchase&id=N: a sales order's confirmation or a purchase order as a print-ready
 * A4 page with the company's details; the toolbar (back to the orders, print) is left out when printing.
 */
export default function OrderPrintPage() {
  const { t } = useTranslation('orders');
  const [query] = useSearchParams();
  const kind = KINDS.find((k) => k === query.get('kind'));
  const id = Number(query.get('id'));
  const valid = kind !== undefined && Number.isInteger(id) && id > 0;
  const { company, loading: companyLoading } = useCompany();
  const { data, loading, error } = useRemote<Order | null>(
    () => (valid ? getOrder(kind, id) : Promise.resolve(null)),
    null,
    [query.toString()],
  );
  if (!valid) return <Result status="warning" title={t('print.invalidLink')} />;
  const ready = !loading && !companyLoading && data !== null && !error;

  return (
    <>
      <PrintToolbar
        backTo={ORDER_KINDS[kind].path}
        backLabel={t(`${kind}.title`)}
        printLabel={t('actions.print')}
        ready={ready}
      />
      <PrintSheetBody
        error={error}
        failedText={t('loadFailed')}
        sheetClassName="tb-order-sheet"
        skeletonRows={10}
      >
        {data && (
          <article className="tb-sheet tb-order-sheet" data-testid="order-sheet">
            <CompanyHeader
              company={company}
              title={t(`print.${kind}.title`)}
              subject={data.order_number}
              subjectTestId="order-sheet-number"
              issued={t('print.issued', { date: today() })}
            />
            <section className="tb-sheet-parties">
              <dl>
                <dt>{t(`${kind}.partner`)}</dt>
                <dd>
                  <strong>{data.partner_full_name || data.partner_short_name}</strong>
                  {data.partner_code ? ` (${data.partner_code})` : ''}
                </dd>
                <SheetPartyContact contact={data.partner_contact} />
                <dt>{t('fields.date')}</dt>
                <dd>{formatDate(data.date)}</dd>
                <dt>{t(`${kind}.deliveryDate`)}</dt>
                <dd>{data.delivery_date ? formatDate(data.delivery_date) : '—'}</dd>
              </dl>
            </section>
            <SheetTable
              text={['#', t('fields.productCode'), t('fields.product')]}
              figures={[t('fields.quantity'), t('fields.unitPrice'), t('fields.total')]}
            >
              <tbody>
                {data.lines.map((line, i) => (
                  <tr key={line.id}>
                    <td>{i + 1}</td>
                    <td>{line.product_code}</td>
                    <td>{line.product_model}</td>
                    <td className="tb-num">{line.quantity}</td>
                    <td className="tb-num">{formatMoney(line.unit_price, UNIT_PRICE_DECIMALS)}</td>
                    <td className="tb-num">{formatTotal(line.total_price)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={5}>{t('fields.total')}</td>
                  <td className="tb-num" data-testid="order-sheet-total">
                    {formatTotal(data.total_price)}
                  </td>
                </tr>
              </tfoot>
            </SheetTable>
            {data.remark ? <p className="tb-order-remark">{data.remark}</p> : null}
            <footer className="tb-sheet-signatures">
              <div>{t('print.signatureCompany')}</div>
              <div>{t('print.signaturePartner')}</div>
            </footer>
          </article>
        )}
      </PrintSheetBody>
    </>
  );
}
