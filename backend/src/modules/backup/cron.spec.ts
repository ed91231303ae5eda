import { CronError, parseCron } from './cron';

const at = (text: string) => new Date(text); // local time, like the schedule

describe('parseCron', () => {
  it('finds the next daily time, today or tomorrow', () => {
    const daily = parseCron('30 2 * * *');
    expect(daily.next(at('2025-03-10T01:00:00'))).toEqual(at('2025-03-10T02:30:00'));
    expect(daily.next(at('2025-03-10T02:30:00'))).toEqual(at('2025-03-11T02:30:00'));
  });

  it('handles steps, ranges, lists and names', () => {
    expect(parseCron('*/15 * * * *').next(at('2025-03-10T10:16:59'))).toEqual(at('2025-03-10T10:30:00'));
    expect(parseCron('0 9-17/4 * * mon-fri').next(at('2025-03-08T12:00:00'))).toEqual(
      at('2025-03-10T09:00:00'),
    );
    expect(parseCron('0 0 1,15 jan *').next(at('2025-01-02T00:00:00'))).toEqual(at('2025-01-15T00:00:00'));
    expect(parseCron('0 12 * * 7').next(at('2025-03-10T00:00:00'))).toEqual(at('2025-03-16T12:00:00'));
  });

  it('matches either day field when both are restricted, as cron does', () => {
    // The 20th (a Thursday) comes before the next Monday the 24th.
    expect(parseCron('0 0 20 * mon').next(at('2025-03-18T00:00:00'))).toEqual(at('2025-03-20T00:00:00'));
  });

  it('accepts the shorthands', () => {
    expect(parseCron('@daily').next(at('2025-03-10T10:00:00'))).toEqual(at('2025-03-11T00:00:00'));
    expect(parseCron('@hourly').next(at('2025-03-10T10:00:00'))).toEqual(at('2025-03-10T11:00:00'));
  });

  it.each(['* * * *', '60 * * * *', '0 24 * * *', '0 0 0 * *', '5-1 * * * *', '*/0 * * * *', 'x * * * *'])(
    'rejects %s',
    (expression) => {
      expect(() => parseCron(expression)).toThrow(CronError);
    },
  );

  it('reports a time that never comes', () => {
    expect(() => parseCron('0 0 31 2 *').next(at('2025-01-01T00:00:00'))).toThrow('never happens');
  });
});
