import { FileExcelOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Col, DatePicker, Form, Radio, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { AdvancedExportModal } from '../../features/analysisExport/AdvancedExportModal';
import { useExport } from '../../hooks/useExport';
import { usePartners, useProducts, useSelectOptions } from '../../hooks/useOptions';
import { DATE_FORMAT } from '../../utils/format';
import { ExportCard } from './components/ExportCard';
import { lastMonthToToday } from './ranges';

type Range = [Dayjs, Dayjs] | null;

const day = (value?: Dayjs | null) => value?.format(DATE_FORMAT);

function RangeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Range;
  onChange(range: Range): void;
}) {
  return (
    <Form.Item label={label}>
      <DatePicker.RangePicker
        value={value}
        format={DATE_FORMAT}
        style={{ width: '100%' }}
        onChange={(next) => onChange(next && next[0] && next[1] ? [next[0], next[1]] : null)}
      />
    </Form.Item>
  );
}

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

  const [baseTables, setBaseTables] = useState('123');
  const [tradeTables, setTradeTables] = useState('12');
  const [tradeRange, setTradeRange] = useState<Range>(() => lastMonthToToday());
  const [tradeProduct, setTradeProduct] = useState<string>();
  const [tradeCustomer, setTradeCustomer] = useState<string>();
  const [statementTables, setStatementTables] = useState('12');
  const [statementRange, setStatementRange] = useState<Range>(() => lastMonthToToday());
  const [statementProduct, setStatementProduct] = useState<string>();
  const [statementCustomer, setStatementCustomer] = useState<string>();
  const [outboundRange, setOutboundRange] = useState<Range>(() => lastMonthToToday());
  const [paymentRange, setPaymentRange] = useState<Range>(() => lastMonthToToday());
  const [invoicePartner, setInvoicePartner] = useState('');
  const [invoiceRange, setInvoiceRange] = useState<Range>(() => lastMonthToToday());
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advancedRange = useMemo(() => lastMonthToToday(), []);

  const tradeChoices = [
    { value: '1', label: t('tables.inbound') },
    { value: '2', label: t('tables.outbound') },
    { value: '12', label: t('tables.both') },
  ];
  const optionalSelect = (
    value: string | undefined,
    onChange: (v?: string) => void,
    options: typeof partnerCodes,
  ) => (
    <Select
      allowClear
      showSearch
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t('optional')}
      style={{ width: '100%' }}
    />
  );

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
          <ExportCard
            title={t('baseInfo.title')}
            description={t('baseInfo.description')}
            running={exporter.running === 'base-info'}
            onExport={() => exporter.run('base-info', { tables: baseTables })}
            testId="export-base-info"
          >
            <Form.Item label={t('tables.label')}>
              <Radio.Group
                value={baseTables}
                onChange={(event) => setBaseTables(event.target.value as string)}
                options={[
                  { value: '1', label: t('tables.partners') },
                  { value: '2', label: t('tables.products') },
                  { value: '3', label: t('tables.prices') },
                  { value: '123', label: t('tables.all') },
                ]}
              />
            </Form.Item>
          </ExportCard>
        </Col>
        <Col xs={24} lg={12} xxl={8}>
          <ExportCard
            title={t('trade.title')}
            description={t('trade.description')}
            running={exporter.running === 'inbound-outbound'}
            disabled={!tradeRange}
            onExport={() =>
              exporter.run('inbound-outbound', {
                tables: tradeTables,
                dateFrom: day(tradeRange?.[0]),
                dateTo: day(tradeRange?.[1]),
                productCode: tradeProduct || undefined,
                customerCode: tradeCustomer || undefined,
              })
            }
          >
            <Form.Item label={t('tables.label')}>
              <Radio.Group
                value={tradeTables}
                onChange={(event) => setTradeTables(event.target.value as string)}
                options={tradeChoices}
              />
            </Form.Item>
            <RangeField label={t('range')} value={tradeRange} onChange={setTradeRange} />
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item label={t('productCode')}>
                  {optionalSelect(tradeProduct, setTradeProduct, productCodes)}
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label={t('customerCode')}>
                  {optionalSelect(tradeCustomer, setTradeCustomer, customerCodes)}
                </Form.Item>
              </Col>
            </Row>
          </ExportCard>
        </Col>
        <Col xs={24} lg={12} xxl={8}>
          <ExportCard
            title={t('statement.title')}
            description={t('statement.description')}
            running={exporter.running === 'statement'}
            disabled={!statementRange}
            onExport={() =>
              exporter.run('statement', {
                tables: statementTables,
                dateFrom: day(statementRange?.[0]),
                dateTo: day(statementRange?.[1]),
                productCode: statementProduct || undefined,
                customerCode: statementCustomer || undefined,
              })
            }
          >
            <Form.Item label={t('tables.label')}>
              <Radio.Group
                value={statementTables}
                onChange={(event) => setStatementTables(event.target.value as string)}
                options={tradeChoices}
              />
            </Form.Item>
            <RangeField label={t('range')} value={statementRange} onChange={setStatementRange} />
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item label={t('productCode')}>
                  {optionalSelect(statementProduct, setStatementProduct, productCodes)}
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label={t('customerCode')}>
                  {optionalSelect(statementCustomer, setStatementCustomer, customerCodes)}
                </Form.Item>
              </Col>
            </Row>
          </ExportCard>
        </Col>
        <Col xs={24} lg={12} xxl={12}>
          <ExportCard
            title={t('balances.title')}
            description={t('balances.description')}
            running={exporter.running === 'receivable-payable'}
            disabled={!outboundRange || !paymentRange}
            onExport={() =>
              exporter.run('receivable-payable', {
                outboundFrom: day(outboundRange?.[0]),
                outboundTo: day(outboundRange?.[1]),
                paymentFrom: day(paymentRange?.[0]),
                paymentTo: day(paymentRange?.[1]),
              })
            }
          >
            <RangeField label={t('balances.recordRange')} value={outboundRange} onChange={setOutboundRange} />
            <RangeField label={t('balances.paymentRange')} value={paymentRange} onChange={setPaymentRange} />
          </ExportCard>
        </Col>
        <Col xs={24} lg={24} xxl={12}>
          <ExportCard
            title={t('invoice.title')}
            description={t('invoice.description')}
            running={exporter.running === 'invoice'}
            disabled={!invoicePartner.trim() || !invoiceRange}
            disabledReason={!invoicePartner.trim() ? t('invoice.partnerRequired') : undefined}
            onExport={() =>
              exporter.run('invoice', {
                partnerCode: invoicePartner.trim(),
                dateFrom: day(invoiceRange?.[0]),
                dateTo: day(invoiceRange?.[1]),
              })
            }
            testId="export-invoice"
          >
            <Form.Item
              label={t('invoice.partnerCode')}
              required
              validateStatus={invoicePartner.trim() ? undefined : 'warning'}
              help={invoicePartner.trim() ? undefined : t('invoice.partnerRequired')}
            >
              <AutoComplete
                value={invoicePartner}
                onChange={(value: string) => setInvoicePartner(value ?? '')}
                options={partnerCodes}
                filterOption={(input, option) =>
                  String(option?.value ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase())
                }
                placeholder={t('invoice.partnerRequired')}
                allowClear
              />
            </Form.Item>
            <RangeField label={t('range')} value={invoiceRange} onChange={setInvoiceRange} />
          </ExportCard>
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
