import { ProFormDatePicker } from '@ant-design/pro-components';
import type { ComponentProps } from 'react';
import { DATE_FORMAT } from '../utils/format';

type Props = Omit<ComponentProps<typeof ProFormDatePicker>, 'fieldProps'>;

/** A form's date field: as wide as its column, the date written YYYY-MM-DD. */
export function DateField(props: Props) {
  return <ProFormDatePicker {...props} fieldProps={{ style: { width: '100%' }, format: DATE_FORMAT }} />;
}
