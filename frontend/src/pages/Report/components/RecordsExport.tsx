import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastMonthToToday } from '../ranges';
import { ExportCard } from './ExportCard';
import {
  OptionalCode,
  RangeField,
  TABLE_CHOICES,
  TablesField,
  day,
  type Exporter,
  type Options,
  type Range,
} from './fields';

/**
 * The inbound/outbound records, or the statement built from them: which tables, the date range, and
 * optionally one product and one customer.
 */
export function RecordsExport({
  kind,
  exporter,
  productCodes,
  customerCodes,
}: {
  kind: 'inbound-outbound' | 'statement';
  exporter: Exporter;
  productCodes: Options;
  customerCodes: Options;
}) {
  const { t } = useTranslation('report');
  const texts = kind === 'statement' ? 'statement' : 'trade';
  const [tables, setTables] = useState('12');
  const [range, setRange] = useState<Range>(() => lastMonthToToday());
  const [product, setProduct] = useState<string>();
  const [customer, setCustomer] = useState<string>();
  const codes = [
    { label: t('productCode'), value: product, onChange: setProduct, options: productCodes },
    { label: t('customerCode'), value: customer, onChange: setCustomer, options: customerCodes },
  ];
  return (
    <ExportCard
      texts={texts}
      running={exporter.running === kind}
      disabled={!range}
      onExport={() =>
        exporter.run(kind, {
          tables,
          dateFrom: day(range?.[0]),
          dateTo: day(range?.[1]),
          productCode: product || undefined,
          customerCode: customer || undefined,
        })
      }
    >
      <TablesField value={tables} onChange={setTables} choices={TABLE_CHOICES.records} />
      <RangeField label={t('range')} value={range} onChange={setRange} />
      <Row gutter={12}>
        {codes.map((code) => (
          <Col key={code.label} xs={24} sm={12}>
            <OptionalCode {...code} />
          </Col>
        ))}
      </Row>
    </ExportCard>
  );
}
