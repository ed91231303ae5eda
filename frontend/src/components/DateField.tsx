import { ProFormDatePicker } from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import type { ComponentProps } from 'react';
import { DATE_FORMAT } from '../utils/format';

type Props = Omit<ComponentProps<typeof ProFormDatePicker>, 'fieldProps'> & {
  /** Days the picker does not offer (e.g. `usePeriodLock().isClosedDay`). */
  disabledDate?: (day: Dayjs) => boolean;
};

/** A form's date field: as wide as its column, the date written YYYY-MM-DD. */
export function DateField({ disabledDate, ...props }: Props) {
  return (
    <ProFormDatePicker
      {...props}
      fieldProps={{ style: { width: '100%' }, format: DATE_FORMAT, disabledDate }}
    />
  );
}
