import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../utils/format';
import { rangePresets } from './statementLink';

interface Props {
  value: [string, string];
  onChange(range: [string, string]): void;
  id?: string;
}

/** A statement's period, with this month, last month, this quarter, this year and last year offered. */
export function StatementRangePicker({ value, onChange, id }: Props) {
  const { t } = useTranslation('balance');
  const presets = useMemo(
    () =>
      rangePresets().map(({ key, value: range }) => ({ label: t(`statement.presets.${key}`), value: range })),
    [t],
  );
  return (
    <DatePicker.RangePicker
      id={id}
      allowClear={false}
      format={DATE_FORMAT}
      value={[dayjs(value[0]), dayjs(value[1])]}
      presets={presets}
      placeholder={[t('common:dateRange.start'), t('common:dateRange.end')]}
      onChange={(range) => {
        if (range?.[0] && range[1]) onChange([range[0].format(DATE_FORMAT), range[1].format(DATE_FORMAT)]);
      }}
    />
  );
}
