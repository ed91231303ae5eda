import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Form, Grid, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { AdvancedExportModal } from '../../features/analysisExport/AdvancedExportModal';
import { useExport } from '../../hooks/useExport';
import { DATE_FORMAT, formatDateTime } from '../../utils/format';
import { Breakdown } from './components/Breakdown';
import { DetailTable } from './components/DetailTable';
import { KeyFigures } from './components/KeyFigures';
import { ALL, isCompanyWide, needsAdvancedExport, toQuery } from './conditions';
import { useAnalysis } from './useAnalysis';

export default function AnalysisPage() {
  const { t } = useTranslation('analysis');
  const { message } = App.useApp();
  const state = useAnalysis();
  const exporter = useExport();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  // Phones: one field a line, each as wide as the screen.
  const wide = Grid.useBreakpoint().md !== false;
  const selectWidth = wide ? 220 : '100%';

  const customerOptions = useMemo(
    () => [
      { value: ALL, label: t('all') },
      ...state.options.customers
        .filter((item) => item.code !== ALL)
        .map((item) => ({ value: item.code, label: `${item.short_name || item.name} (${item.code})` })),
    ],
    [state.options.customers, t],
  );
  const productOptions = useMemo(
    () => [
      { value: ALL, label: t('all') },
      ...state.options.products
        .filter((item) => item.model !== ALL)
        .map((item) => ({ value: item.model, label: item.model })),
    ],
    [state.options.products, t],
  );

  const choices = [
    { key: 'customer', value: state.customer, onChange: state.setCustomer, options: customerOptions },
    { key: 'product', value: state.product, onChange: state.setProduct, options: productOptions },
  ];

  const companyWide = isCompanyWide(state.customer, state.product);
  const labelOf = (options: { value: string; label: string }[], value?: string) =>
    value ? (options.find((option) => option.value === value)?.label ?? value) : t('notSelected');

  const exportData = async () => {
    if (!state.range) {
      message.warning(t('messages.selectRange'));
      return;
    }
    if (needsAdvancedExport(state.customer, state.product)) {
      setAdvancedOpen(true);
      return;
    }
    if (!state.figures) {
      message.warning(t('messages.noData'));
      return;
    }
    const query = toQuery(state.range, state.customer, state.product);
    await exporter.run('analysis', {
      analysisData: state.figures,
      detailData: state.detail,
      startDate: query.start_date,
      endDate: query.end_date,
      customerCode: query.customer_code,
      productModel: query.product_model,
    });
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout={wide ? 'inline' : 'vertical'} style={{ rowGap: 8 }}>
          <Form.Item label={t('range')} required htmlFor="analysis-range">
            <DatePicker.RangePicker
              id="analysis-range"
              value={state.range}
              format={DATE_FORMAT}
              allowClear={false}
              style={wide ? undefined : { width: '100%' }}
              onChange={(value) =>
                state.setRange(value && value[0] && value[1] ? [value[0], value[1]] : null)
              }
            />
          </Form.Item>
          {choices.map((choice) => (
            <Form.Item key={choice.key} label={t(choice.key)} htmlFor={`analysis-${choice.key}`}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ width: selectWidth }}
                placeholder={t('common:placeholder.select')}
                id={`analysis-${choice.key}`}
                value={choice.value}
                onChange={choice.onChange}
                options={choice.options}
              />
            </Form.Item>
          ))}
          <Form.Item>
            <Button icon={<ReloadOutlined />} loading={state.refreshing} onClick={state.refresh}>
              {t('refresh')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={exporter.running === 'analysis'}
              onClick={exportData}
            >
              {t('export')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="analysis-conditions"
        message={t(companyWide ? 'conditionsCompany' : 'conditions', {
          start: state.range?.[0].format(DATE_FORMAT) ?? '—',
          end: state.range?.[1].format(DATE_FORMAT) ?? '—',
          customer: labelOf(customerOptions, state.customer),
          product: labelOf(productOptions, state.product),
        })}
        description={
          state.figures?.last_updated
            ? t('lastUpdated', { time: formatDateTime(state.figures.last_updated) })
            : t('hint')
        }
      />
      <KeyFigures figures={state.figures} loading={state.loading} />
      <Breakdown breakdown={state.breakdown} loading={state.loading} companyWide={companyWide} />
      <DetailTable rows={state.detail} loading={state.loading} />
      <AdvancedExportModal
        open={advancedOpen}
        onClose={() => setAdvancedOpen(false)}
        defaultRange={state.range}
        options={state.options}
      />
    </>
  );
}
