/**
 * Five-field cron times for BACKUP_CRON: minute hour day-of-month month day-of-week, each `*`, a number,
 * a range `a-b`, a step `*\/n` or `a-b/n`, or a comma list of those; month and day names (jan, mon) and
 * the shorthands @hourly, @daily, @weekly, @monthly are accepted. As in cron, when both day fields are
 * restricted a day matching either one counts. Times are the server's local time (TZ).
 */
export interface CronSchedule {
  readonly expression: string;
  /** The first matching minute strictly after `after`. */
  next(after: Date): Date;
}

const SHORTHANDS: Record<string, string> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: string[];
  namesFrom?: number;
}

const FIELDS: FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTHS, namesFrom: 1 },
  { name: 'day of week', min: 0, max: 7, names: DAYS, namesFrom: 0 },
];

export class CronError extends Error {
  override name = 'CronError';
}

export function parseCron(expression: string): CronSchedule {
  const text = expression.trim().toLowerCase();
  const parts = (SHORTHANDS[text] ?? text).split(/\s+/);
  if (parts.length !== 5) {
    throw new CronError(`"${expression}" needs five fields: minute hour day-of-month month day-of-week`);
  }
  const [minutes, hours, days, months, weekdays] = parts.map((part, i) => parseField(part, FIELDS[i]));
  if (weekdays.has(7)) weekdays.add(0);
  const daysRestricted = parts[2] !== '*';
  const weekdaysRestricted = parts[4] !== '*';

  const dayMatches = (t: Date): boolean => {
    const byDate = days.has(t.getDate());
    const byWeekday = weekdays.has(t.getDay());
    if (daysRestricted && weekdaysRestricted) return byDate || byWeekday;
    return byDate && byWeekday;
  };

  return {
    expression,
    next(after: Date): Date {
      const t = new Date(after.getTime());
      t.setSeconds(0, 0);
      t.setMinutes(t.getMinutes() + 1);
      const limit = after.getTime() + 5 * 366 * 24 * 3600 * 1000;
      while (t.getTime() <= limit) {
        if (!months.has(t.getMonth() + 1)) {
          t.setMonth(t.getMonth() + 1, 1);
          t.setHours(0, 0, 0, 0);
        } else if (!dayMatches(t)) {
          t.setDate(t.getDate() + 1);
          t.setHours(0, 0, 0, 0);
        } else if (!hours.has(t.getHours())) {
          t.setHours(t.getHours() + 1, 0, 0, 0);
        } else if (!minutes.has(t.getMinutes())) {
          t.setMinutes(t.getMinutes() + 1, 0, 0);
        } else {
          return t;
        }
      }
      throw new CronError(`"${expression}" never happens`);
    },
  };
}

function parseField(text: string, spec: FieldSpec): Set<number> {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const [range, stepText, extra] = item.split('/');
    if (extra !== undefined) throw invalid(text, spec);
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw invalid(text, spec);
    let from: number;
    let to: number;
    if (range === '*') {
      from = spec.min;
      to = spec.max;
    } else {
      const [a, b, more] = range.split('-');
      if (more !== undefined) throw invalid(text, spec);
      from = value(a, spec, text);
      to = b === undefined ? (stepText === undefined ? from : spec.max) : value(b, spec, text);
    }
    if (from > to) throw invalid(text, spec);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

function value(text: string, spec: FieldSpec, field: string): number {
  const named = spec.names?.indexOf(text) ?? -1;
  const n = named >= 0 ? named + (spec.namesFrom ?? 0) : /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < spec.min || n > spec.max) throw invalid(field, spec);
  return n;
}

function invalid(text: string, spec: FieldSpec): CronError {
  return new CronError(`"${text}" is not a valid ${spec.name} (${spec.min}-${spec.max})`);
}
