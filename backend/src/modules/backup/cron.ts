import { Cron } from 'croner';

/**
 * BACKUP_CRON times, parsed by croner: five fields (minute hour day-of-month month day-of-week) with
 * ranges, steps, lists, names and the @hourly/@daily/@weekly/@monthly shorthands. As in cron, when both
 * day fields are restricted a day matching either one counts. Times are the server's local time (TZ).
 */
export interface CronSchedule {
  readonly expression: string;
  /** The first matching minute strictly after `after`. */
  next(after: Date): Date;
}

export class CronError extends Error {
  override name = 'CronError';
}

export function parseCron(expression: string): CronSchedule {
  const text = expression.trim();
  if (!text.startsWith('@') && text.split(/\s+/).length !== 5) {
    throw new CronError(`"${expression}" must have five fields (minute hour day month weekday)`);
  }
  let cron: Cron;
  try {
    cron = new Cron(text, { paused: true, legacyMode: true });
  } catch (error) {
    throw new CronError(
      `"${expression}" is not a valid cron time: ${(error as Error).message.replace(/^CronPattern: /, '')}`,
    );
  }
  return {
    expression: text,
    next(after: Date): Date {
      const next = cron.nextRun(after);
      if (!next) throw new CronError(`"${expression}" never happens`);
      return next;
    },
  };
}
