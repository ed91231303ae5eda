import { ProFormDatePicker } from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import type { ComponentProps } from 'react';
import { DATE_FORMAT } from '../utils/format';

type Props = Omit<ComponentProps<typeof ProFormDatePicker>, 'fieldProps'> & {
  /**
   * Days the picker marks as closed (e.g. `usePeriodLock().isClosedDay`). They stay choosable and a typed
   * one stays as typed: the save is refused with the server's reason, never a date changed unasked.
   */
  closedDay?: (day: Dayjs) => boolean;
};

/** A form's date field: as wide as its column, the date written YYYY-MM-DD. */
export function DateField({ closedDay, ...props }: Props) {
  return (
    <ProFormDatePicker
      {...props}
      fieldProps={{
        style: { width: '100%' },
        format: DATE_FORMAT,
        ...(closedDay
          ? {
              cellRender: (
                current: Dayjs | number | string,
                info: { type: string; originNode: React.ReactElement },
              ) =>
                info.type === 'date' && typeof current === 'object' && closedDay(current) ? (
                  <div className="ant-picker-cell-inner tb-closed-day" data-testid="closed-day">
                    {current.date()}
                  </div>
                ) : (
                  info.originNode
                ),
            }
          : {}),
      }}
    />
  );
}
