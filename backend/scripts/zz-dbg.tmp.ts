import { Writable } from 'node:stream';
import { XlsxWriter } from '../src/modules/export/xlsx/xlsx-writer';
async function main() {
  const out = new Writable({ write(chunk, _e, cb) { setImmediate(cb); } });
  const x = new XlsxWriter(out);
  const sheet = await x.table('T', [{ header: 'ID', kind: 'id' }, { header: 'R', kind: 'longText' }]);
  for (let i = 0; i < 5000; i++) sheet.add([i, 'remark for line ' + i]);
  await new Promise((r) => setTimeout(r, 50));
  const ws = (sheet as any).worksheet;
  const st = ws._stream;
  console.log('stream', st?.constructor?.name, 'pipes', st?.pipes?.length, st?.pipes?.map((p: any) => [p.constructor.name, p.writableLength, p instanceof Writable]));
  console.log('buffers', st?.buffers?.length, 'paused', st?.paused);
  await x.finish();
}
main();
