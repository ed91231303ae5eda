import { Alert, DatePicker, Form, Modal, Radio, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExport } from '../../hooks/useExport';
import { getFilterOptions } from '../../services/analysis';
import type { AnalysisFilterOptions } from '../../services/types';
import { DATE_FORMAT } from '../../utils/format';
import { sheetCount, type AdvancedExportType } from './sheets';

interface Props {
  open: boolean;
  onClose(): void;
  /** The range to start from (the analysis page passes its own). */
  defaultRange: [Dayjs, Dayjs] | null;
  /** Filter options when the caller already has them; loaded here otherwise. */
  options?: AnalysisFilterOptions;
}

/** Export by customer or by product: one sheet each, with the count previewed and a may-be-slow warning. */
export function AdvancedExportModal({ open, onClose, defaultRange, options }: Props) {
  const { t } = useTranslation('advancedExport');
  const exporter = useExport();
  const [type, setType] = useState<AdvancedExportType>('customer');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(defaultRange);
  const [loaded, setLoaded] = useState<AnalysisFilterOptions | null>(options ?? null);

  useEffect(() => {
    if (open) setRange(defaultRange);
  }, [open, defaultRange]);

  useEffect(() => {
    if (options) {
      setLoaded(options);
      return;
    }
    if (!open || loaded) return;
    getFilterOptions().then(setLoaded, (error: unknown) =>
      console.error('Loading filter options failed', error),
    );
  }, [open, options, loaded]);

  const count = loaded ? sheetCount(type, loaded) : 0;

  const submit = async () => {
    if (!range) return;
    const ok = await exporter.run(
      'analysis/advanced',
      { exportType: type, startDate: range[0].format(DATE_FORMAT), endDate: range[1].format(DATE_FORMAT) },
      'advanced',
    );
    if (ok) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: !range, loading: exporter.running === 'advanced' }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('range')} required>
          <DatePicker.RangePicker
            value={range}
            format={DATE_FORMAT}
            onChange={(value) => setRange(value && value[0] && value[1] ? [value[0], value[1]] : null)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('type')}>
          <Radio.Group value={type} onChange={(event) => setType(event.target.value as AdvancedExportType)}>
            <Space direction="vertical">
              <Radio value="customer">{t('byCustomer')}</Radio>
              <Radio value="product">{t('byProduct')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
      <Typography.Paragraph data-testid="sheet-count">
        {t(type === 'customer' ? 'previewCustomer' : 'previewProduct', { count })}
      </Typography.Paragraph>
      <Alert type="warning" showIcon message={t('slowWarning')} />
    </Modal>
  );
}
