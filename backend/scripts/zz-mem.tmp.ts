import { Writable } from 'node:stream';
import { XlsxWriter } from '../src/modules/export/xlsx/xlsx-writer';
async function main() {
  let bytes = 0;
  const out = new Writable({ write(chunk, _e, cb) { bytes += chunk.length; setImmediate(cb); } });
  const x = new XlsxWriter(out);
  const sheet = await x.table('T', [
    { header: 'ID', kind: 'id' }, { header: 'Code', kind: 'code' }, { header: 'Name', kind: 'text' }, { header: 'Full', kind: 'name' },
    { header: 'PC', kind: 'code' }, { header: 'Model', kind: 'name' }, { header: 'Cat', kind: 'text' }, { header: 'Date', kind: 'date' },
    { header: 'Q', kind: 'quantity' }, { header: 'U', kind: 'unitPrice' }, { header: 'T', kind: 'total' }, { header: 'ID', kind: 'date' },
    { header: 'IN', kind: 'code' }, { header: 'ON', kind: 'code' }, { header: 'URL', kind: 'longText' }, { header: 'R', kind: 'longText' },
  ]);
  const N = Number(process.argv[2] ?? 10000);
  let peak = { rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  for (let i = 0; i < N; i++) {
    sheet.add([i, 'BS-1', 'Bench Supplier 1', 'Bench Supplier 1 Co., Ltd.', 'BP-1', 'Bench Model 1', 'category 1', '2024-03-01', 5, '12.3456', '61.728', '2024-03-01', 'INV-' + i, 'SO-' + i, 'https://files.example.com/invoices/' + i + '.png', 'remark for line ' + i]);
    if (i % 500 === 0) await sheet.breathe();
    if (i % 2000 === 0) await new Promise((r) => setTimeout(r, 5));
    if (i % 20000 === 0) {
      const m = process.memoryUsage();
      console.log(i, 'rss', (m.rss / 1e6) | 0, 'heap', (m.heapUsed / 1e6) | 0, 'ext', (m.external / 1e6) | 0, 'ab', (m.arrayBuffers / 1e6) | 0, 'out', (bytes / 1e6).toFixed(1));
    }
  }
  await x.finish();
  const m = process.memoryUsage();
  console.log('end rss', (m.rss / 1e6) | 0, 'heap', (m.heapUsed / 1e6) | 0, 'ext', (m.external / 1e6) | 0, 'out', (bytes / 1e6).toFixed(1));
}
main();
