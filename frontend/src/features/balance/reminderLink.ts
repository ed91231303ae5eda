import { sumAmounts } from '../../utils/money';

/** The reminder letter's route (registered without a menu entry); the customer is in the query. */
export const REMINDER_PATH = '/reminder-letter';

export const reminderPath = (code: string): string =>
  `${REMINDER_PATH}?${new URLSearchParams({ code }).toString()}`;

/** The customer code a reminder link names, or null when it names none. */
export function readReminderCode(query: URLSearchParams): string | null {
  return query.get('code')?.trim() || null;
}

/** What is overdue of an aging row: everything past the first bucket (the first is not yet due). */
export function overdueOf(amounts: readonly number[]): number {
  return sumAmounts(amounts.slice(1));
}
