import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { AdvancedExportModal } from '../../features/analysisExport/AdvancedExportModal';
import { useExport } from '../../hooks/useExport';
import { usePartners, useProducts, useSelectOptions } from '../../hooks/useOptions';
import { BalancesExport } from './components/BalancesExport';
import { InvoiceExport } from './components/InvoiceExport';
import { RecordsExport } from './components/RecordsExport';
import { TablesExport } from './components/TablesExport';
import { lastMonthToToday } from './ranges';

/** The exports: each card keeps its own choices; one export runs at a time. */
export default function ReportPage() {
  const { t } = useTranslation('report');
  const exporter = useExport();
  const { partners } = usePartners();
  const { products } = useProducts();
  const partnerCodes = useSelectOptions(partners, (item) => item.code);
  const customerCodes = useSelectOptions(
    useMemo(() => partners.filter((item) => item.type === 1), [partners]),
    (item) => item.code,
  );
  const productCodes = useSelectOptions(products, (item) => item.code);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advancedRange = useMemo(() => lastMonthToToday(), []);
  const codes = { exporter, productCodes, customerCodes };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Button icon={<FileExcelOutlined />} onClick={() => setAdvancedOpen(true)}>
            {t('advanced')}
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xxl={8}>
          <TablesExport kind="base-info" exporter={exporter} />
        </Col>
        <Col xs={24} lg={12} xxl={8}>
          <RecordsExport kind="inbound-outbound" {...codes} />
        </Col>
        <Col xs={24} lg={12} xxl={8}>
          <RecordsExport kind="statement" {...codes} />
        </Col>
        <Col xs={24} lg={12} xxl={12}>
          <BalancesExport exporter={exporter} />
        </Col>
        <Col xs={24} lg={24} xxl={12}>
          <InvoiceExport exporter={exporter} partnerCodes={partnerCodes} />
        </Col>
        <Col xs={24} lg={12} xxl={8}>
          <TablesExport kind="orders" exporter={exporter} />
        </Col>
      </Row>
      <AdvancedExportModal
        open={advancedOpen}
        onClose={() => setAdvancedOpen(false)}
        defaultRange={advancedRange}
      />
    </>
  );
}
