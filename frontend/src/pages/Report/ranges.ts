import dayjs, { type Dayjs } from 'dayjs';

/** Export date ranges default to the last month through today. */
export function lastMonthToToday(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const end = today.startOf('day');
  return [end.subtract(1, 'month'), end];
}
