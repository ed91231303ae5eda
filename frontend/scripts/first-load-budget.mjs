// The login page's JavaScript budget, checked on the build output (run by `npm run build`): the entry
// and everything it imports, the login page's chunk and its imports, and the heaviest of the three
// languages' text namespaces the login page shows. Fails over the budget. antd and its locales are not
// among them: they come with the signed-in layout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const LANGUAGES = ['zh-CN', 'en-US', 'ko-KR'];
const NAMESPACES = ['common', 'shell', 'login'];

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The chunk files a manifest entry loads before it runs: itself and its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const total = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

const shell = closure('index.html');
closure('src/pages/Login/index.tsx', shell);
const perLanguage = LANGUAGES.map((language) => {
  const files = new Set(shell);
  for (const namespace of NAMESPACES) closure(`src/locales/${language}/${namespace}.json`, files);
  return { language, files: files.size, kb: total(files) };
});

for (const { language, files, kb } of perLanguage) {
  console.log(`login page JavaScript (${language}): ${files} files, ${kb.toFixed(1)} kB gzipped`);
}
const worst = Math.max(...perLanguage.map(({ kb }) => kb));
if (worst > BUDGET_KB) {
  console.error(
    `the login page loads ${worst.toFixed(1)} kB of gzipped JavaScript, over its ${BUDGET_KB} kB budget`,
  );
  process.exit(1);
}
console.log(`login page budget: ${worst.toFixed(1)} of ${BUDGET_KB} kB gzipped`);
