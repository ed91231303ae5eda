import { FIRST_START_MARK, announceInitialAdmin, framedBanner } from './initial-admin-notice';

describe('the initial admin notice', () => {
  const logged = () => {
    const lines: string[] = [];
    return { lines, log: { warn: (message: string) => lines.push(message) } };
  };
  const stream = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, stream: { isTTY, write: (text: string) => written.push(text) } };
  };

  it('frames the password in a banner on a terminal, and still writes the marked log line', () => {
    const { lines, log } = logged();
    const { written, stream: tty } = stream(true);
    announceInitialAdmin('s3cret-Pw_42', log, tty);
    expect(lines).toEqual([expect.stringContaining(`${FIRST_START_MARK} Created the initial admin 'admin'`)]);
    expect(lines[0]).toContain('password: s3cret-Pw_42');
    expect(written).toHaveLength(1);
    const banner = written[0].split('\n').filter((line) => line !== '');
    expect(banner[0]).toMatch(/^╔═+╗$/);
    expect(banner[banner.length - 1]).toMatch(/^╚═+╝$/);
    expect(banner.some((line) => /║\s+password:\s+s3cret-Pw_42\s+║/.test(line))).toBe(true);
    expect(banner.some((line) => /║\s+user name:\s+admin\s+║/.test(line))).toBe(true);
    // Every line of the frame is as wide as the others.
    expect(new Set(banner.map((line) => line.length)).size).toBe(1);
  });

  it('writes no banner when stderr is not a terminal: the marked log line carries the password', () => {
    const { lines, log } = logged();
    const { written, stream: pipe } = stream(false);
    announceInitialAdmin('another-pw', log, pipe);
    expect(written).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(FIRST_START_MARK)).toBe(true);
    expect(lines[0]).toContain('password: another-pw');
  });

  it('frames lines of any length', () => {
    const rows = framedBanner(['a', 'a longer line', '']).split('\n').filter(Boolean);
    expect(rows).toEqual([
      '╔═════════════════╗',
      '║  a              ║',
      '║  a longer line  ║',
      '║                 ║',
      '╚═════════════════╝',
    ]);
  });
});
