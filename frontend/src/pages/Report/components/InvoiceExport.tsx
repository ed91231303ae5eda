import { AutoComplete, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastMonthToToday } from '../ranges';
import { ExportCard } from './ExportCard';
import { RangeField, day, type Exporter, type Options, type Range } from './fields';

/** One partner's invoice sheet for a range; the partner code is required. */
export function InvoiceExport({ exporter, partnerCodes }: { exporter: Exporter; partnerCodes: Options }) {
  const { t } = useTranslation('report');
  const [partner, setPartner] = useState('');
  const [range, setRange] = useState<Range>(() => lastMonthToToday());
  const code = partner.trim();
  return (
    <ExportCard
      texts="invoice"
      running={exporter.running === 'invoice'}
      disabled={!code || !range}
      disabledReason={!code ? t('invoice.partnerRequired') : undefined}
      onExport={() =>
        exporter.run('invoice', { partnerCode: code, dateFrom: day(range?.[0]), dateTo: day(range?.[1]) })
      }
      testId="export-invoice"
    >
      <Form.Item
        label={t('invoice.partnerCode')}
        required
        validateStatus={code ? undefined : 'warning'}
        help={code ? undefined : t('invoice.partnerRequired')}
      >
        <AutoComplete
          value={partner}
          onChange={(value: string) => setPartner(value ?? '')}
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
      <RangeField label={t('range')} value={range} onChange={setRange} />
    </ExportCard>
  );
}
