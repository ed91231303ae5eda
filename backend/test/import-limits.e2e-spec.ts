import { TestApp, createTestApp } from './support/app';
import { importFile } from './support/import-helpers';
import { xlsxBomb } from './support/zip-helpers';

/** What an upload may unpack to: a zip bomb is refused before it is parsed, and the server answers on. */
describe('import: uploads that unpack past the limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stillAnswers = async () => {
    const res = await t.http().get('/api/partners').set(t.as.reader);
    expect(res.status).toBe(200);
  };

  it('refuses a workbook whose shared strings unpack to 300 MB (413), and answers on', async () => {
    const bomb = await xlsxBomb({ megabytes: 300 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await importFile(t, 'partners', bomb, { dryRun: true, name: 'bomb.xlsx' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file unpacks to more than 200 MB: split it into smaller files');
    // Nothing was inflated: the directory's sizes were enough.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    await stillAnswers();
  });

  it('refuses a part compressed more than 200 to 1 (413), in the language of the request', async () => {
    const res = await importFile(t, 'inbound', await xlsxBomb({ megabytes: 40 }), { name: 'bomb.xlsx' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(
      'The file is compressed more than 200 to 1, which no workbook is: save it again in Excel as an .xlsx',
    );
    const zh = await importFile(t, 'inbound', await xlsxBomb({ megabytes: 40 }), { language: 'zh-CN' });
    expect(zh.status).toBe(413);
    expect(zh.body.message).not.toContain('compressed');
    await stillAnswers();
  });

  it('refuses a part that inflates to more than its directory declares (400), reading no further', async () => {
    const liar = await xlsxBomb({ megabytes: 300, declaredSize: 200_000 });
    const res = await importFile(t, 'partners', liar, { dryRun: true, name: 'liar.xlsx' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The file could not be read as an .xlsx workbook: it is damaged or not a spreadsheet',
    );
    await stillAnswers();
  });

  it('refuses a part hidden from the directory, which a streaming reader would still inflate (400)', async () => {
    const hidden = await xlsxBomb({ megabytes: 300, hidden: true });
    const res = await importFile(t, 'partners', hidden, { dryRun: true, name: 'hidden.xlsx' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The file could not be read as an .xlsx workbook: it is damaged or not a spreadsheet',
    );
    await stillAnswers();
  });
});
