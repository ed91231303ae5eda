import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PrintSheetBody } from '../../components/PrintSheet';
import { PrintToolbar } from '../../components/PrintToolbar';
import { useCompany } from '../../features/about/useCompany';
import { DocumentSheet } from '../../features/documents/DocumentSheet';
import { readPrintTarget } from '../../features/documents/printLink';
import { useRemote } from '../../hooks/useRemote';
import { getDocument, type TradeDocument } from '../../services/documents';
import { DIRECTIONS } from '../../services/trade';

/**
 * /print-document?direction&id&kind: a document as a print-ready A4 page (a sale's delivery note or
 * invoice, a purchase receipt). The toolbar and the app's chrome are left out when printing.
 */
export default function DocumentPrintPage() {
  const { t } = useTranslation('trade');
  const [query] = useSearchParams();
  const target = readPrintTarget(query);
  const { company, loading: companyLoading } = useCompany();
  const { data, loading, error } = useRemote<TradeDocument | null>(
    () => (target ? getDocument(target.direction, target.id) : Promise.resolve(null)),
    null,
    [query.toString()],
  );
  if (!target) {
    return (
      <Result status="warning" title={t('documents.invalidLink')} data-testid="document-print-invalid" />
    );
  }
  const ready = !loading && !companyLoading && data !== null && !error;
  return (
    <>
      <PrintToolbar
        backTo={DIRECTIONS[target.direction].path}
        backLabel={t(`${target.direction}.title`)}
        printLabel={t('documents.printAction')}
        ready={ready}
      />
      <PrintSheetBody error={error} failedText={t('documents.loadFailed')} sheetClassName="tb-document-sheet">
        {data && (
          <DocumentSheet direction={target.direction} kind={target.kind} document={data} company={company} />
        )}
      </PrintSheetBody>
    </>
  );
}
