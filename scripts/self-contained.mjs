// The repository states its rules itself: code and docs never point at documents outside it (a
// specification, a brief, an issue tracker's numbers). Run by `npm run lint`; prints each line that does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CHECKED = /\.(ts|tsx|mjs|js|md|sh|conf|yml|yaml)$/;
const SKIPPED = [/^frontend\/src\/services\/api-types\.ts$/, /(^|\/)package-lock\.json$/];
const CITATIONS = [
  /\bSPEC(\.md|\s+\d)/,
  /\bthe spec('s)?\b/i,
  /\bspec \d/i,
  /\bEXTENSIONS\b/,
  /\bthe brief('s)?\b/i,
  /\bissues? #?\d+/i,
  /(?<![\w'%:])E(1[0-9]|[1-9])(?![\w'.:-])/,
];

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => CHECKED.test(f) && !SKIPPED.some((s) => s.test(f)));
const found = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (CITATIONS.some((c) => c.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
}
if (found.length > 0) {
  console.error(`${found.length} lines cite documents outside the repository; state the rule instead:`);
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
