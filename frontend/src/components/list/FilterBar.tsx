import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Grid, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../utils/format';

interface Props<V> {
  /** The form's name (its fields' ids start with it). */
  name: string;
  form: FormInstance<V>;
  /** Runs with the form's values on Filter, and with none on Reset. */
  onFilter(values: V): void;
  children: ReactNode;
}

/**
 * A list's filter bar: its fields in a row on a desk (one column on a phone), then Filter and Reset. The
 * list says "nothing matches the filter" when a filter leaves it empty.
 */
export function FilterBar<V>({ name, form, onFilter, children }: Props<V>) {
  const { t } = useTranslation('common');
  const phone = Grid.useBreakpoint().md === false;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form<V>
        form={form}
        name={name}
        layout={phone ? 'vertical' : 'inline'}
        onFinish={onFilter}
        style={{ rowGap: 8 }}
        className="tb-filter-bar"
      >
        {children}
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<FilterOutlined />}>
            {t('actions.filter')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onFilter({} as V);
            }}
          >
            {t('actions.reset')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** A select of the filter bar: clearable, searchable, "Please select". */
export function FilterSelect<T extends string>({
  name,
  label,
  options,
  width = 180,
  search = true,
}: {
  name: string;
  label: ReactNode;
  options: { value: T; label: ReactNode }[];
  width?: number;
  search?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Form.Item name={name} label={label}>
      <Select<T>
        allowClear
        showSearch={search}
        style={{ width }}
        placeholder={t('placeholder.select')}
        options={options}
      />
    </Form.Item>
  );
}

/** A date range of the filter bar; either end may be left open. */
export function FilterDateRange({ name, label }: { name: string; label: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Form.Item name={name} label={label}>
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        format={DATE_FORMAT}
        placeholder={[t('dateRange.start'), t('dateRange.end')]}
      />
    </Form.Item>
  );
}
