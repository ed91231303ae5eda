/** Where the notice is written: process.stderr, or a stand-in in tests. */
export interface NoticeStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** The log the notice also goes to (the app's JSON log): a Nest Logger. */
export interface NoticeLog {
  warn(message: string): unknown;
}

/** Marks the log line a person or a script looks for: `grep FIRST-START` finds it among the JSON lines. */
export const FIRST_START_MARK = '*** FIRST-START ***';

const CHANGE_IT = 'npm run user -- passwd admin --password <new>';

/** The framed banner: a box of `lines`, as wide as the longest, with a blank line above and below. */
export function framedBanner(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const bar = '═'.repeat(width + 4);
  const body = lines.map((line) => `║  ${line.padEnd(width)}  ║`);
  return ['', `╔${bar}╗`, ...body, `╚${bar}╝`, '', ''].join('\n');
}

/**
 * Shows the generated password of the first start's `admin` so that a person sees it: a framed banner on
 * stderr when stderr is a terminal, and always one log line marked FIRST-START (logs stay JSON for
 * machines; without a terminal, e.g. under a service manager or in a container, that line is where it is).
 */
export function announceInitialAdmin(
  password: string,
  log: NoticeLog,
  stream: NoticeStream = process.stderr,
): void {
  log.warn(
    `${FIRST_START_MARK} Created the initial admin 'admin' with password: ${password} (shown once; change it in the app or with: ${CHANGE_IT})`,
  );
  if (!stream.isTTY) return;
  stream.write(
    framedBanner([
      'Tradebook is set up. Log in with:',
      '',
      '  user name:  admin',
      `  password:   ${password}`,
      '',
      'This password is shown only once: write it down, then change it',
      `in the app (profile menu) or with: ${CHANGE_IT}`,
    ]),
  );
}
