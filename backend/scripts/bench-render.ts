/**
 * Writes a saved benchmark result (the JSON `npm run bench` leaves in the temp directory) into
 * docs/PERFORMANCE.md again, with the report code as it is now:
 *
 *   npx ts-node --transpile-only backend/scripts/bench-render.ts /tmp/tradebook-bench-postgres-1000000-….json
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RunResult, writeDocument } from './bench/report';
import { ROOT } from './bench/server';

for (const saved of process.argv.slice(2)) {
  writeDocument(join(ROOT, 'docs', 'PERFORMANCE.md'), JSON.parse(readFileSync(saved, 'utf8')) as RunResult);
  console.log(`written: ${saved}`);
}
