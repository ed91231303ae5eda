import { DatePicker, Form, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { useExport } from '../../../hooks/useExport';
import { DATE_FORMAT } from '../../../utils/format';

export type Range = [Dayjs, Dayjs] | null;
export type Exporter = ReturnType<typeof useExport>;
export type Options = { value: string; label: string }[];

export const day = (value?: Dayjs | null) => value?.format(DATE_FORMAT);

/** A required date range (both ends). */
export function RangeField({
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

/** An optional code (product or customer) narrowing an export. */
export function OptionalCode({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value?: string;
  onChange(value?: string): void;
  options: Options;
}) {
  const { t } = useTranslation('report');
  return (
    <Form.Item label={label}>
      <Select
        allowClear
        showSearch
        value={value}
        onChange={onChange}
        options={options}
        placeholder={t('optional')}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/**
 * Each export's choice of tables: the value the server reads and the key of its label under `tables.`;
 * the last choice holds them all.
 */
export const TABLE_CHOICES = {
  'base-info': [
    ['1', 'partners'],
    ['2', 'products'],
    ['3', 'prices'],
    ['123', 'all'],
  ],
  orders: [
    ['1', 'purchaseOrders'],
    ['2', 'salesOrders'],
    ['12', 'both'],
  ],
  records: [
    ['1', 'inbound'],
    ['2', 'outbound'],
    ['12', 'both'],
  ],
} satisfies Record<string, [string, string][]>;

/** Which tables an export holds, as one choice. */
export function TablesField({
  value,
  onChange,
  choices,
}: {
  value: string;
  onChange(value: string): void;
  choices: [string, string][];
}) {
  const { t } = useTranslation('report');
  return (
    <Form.Item label={t('tables.label')}>
      <Radio.Group
        value={value}
        onChange={(event) => onChange(event.target.value as string)}
        options={choices.map(([choice, label]) => ({ value: choice, label: t(`tables.${label}`) }))}
      />
    </Form.Item>
  );
}
