import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApp, createTestApp } from './support/app';
import { auditEntries, auditTotal } from './support/audit';

/** The longest data URL of a PNG (base64 comes in groups of 4) whose length is at most `size`. */
function pngUrl(size: number): string {
  const prefix = 'data:image/png;base64,';
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');
  const bodyLength = Math.floor((size - prefix.length) / 4) * 4;
  return prefix + head + 'A'.repeat(bodyLength - head.length);
}

const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64')}`;

describe('the company (settings/company)', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'tradebook-company-'));

  const full = {
    name: 'Harbour Trading Ltd.',
    address: '18 Quay Road, Ningbo',
    phone: '+86 574 1234 5678',
    email: 'office@harbour.example',
    tax_id: '91330200MA2XXXXXX1',
    bank_name: 'Bank of Ningbo, Quay branch',
    bank_account: '6222 0000 1111 2222',
    logo_url: JPEG,
  };

  beforeAll(async () => {
    writeFileSync(
      join(dataDir, 'about.json'),
      JSON.stringify({
        company: { name: 'Acme Trading Ltd.' },
        contact: { email: 'hello@acme.example', phone: '010 5555', address: '1 Main Street' },
      }),
    );
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (as = t.as.reader) => t.http().get('/api/settings/company').set(as);
  const put = (body: object, as = t.as.admin) => t.http().put('/api/settings/company').set(as).send(body);

  it('answers about.json until it is first saved, to any user', async () => {
    const expected = {
      name: 'Acme Trading Ltd.',
      address: '1 Main Street',
      phone: '010 5555',
      email: 'hello@acme.example',
      tax_id: null,
      bank_name: null,
      bank_account: null,
      logo_url: null,
    };
    for (const as of [t.as.reader, t.as.editor, t.as.admin]) {
      const res = await get(as);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
    }
    expect((await t.http().get('/api/settings/company')).status).toBe(401);
  });

  it('is changed by an admin only', async () => {
    const before = await auditTotal(t);
    for (const as of [t.as.reader, t.as.editor]) {
      const res = await put(full, as);
      expect(res.status).toBe(403);
    }
    expect(await auditTotal(t)).toBe(before);
    expect((await get()).body.name).toBe('Acme Trading Ltd.');
  });

  describe('refuses bad input with a sentence, changing nothing', () => {
    const cases: [string, object, number, string][] = [
      ['no name', { ...full, name: undefined }, 400, 'company name is required'],
      ['an empty name', { ...full, name: '   ' }, 400, 'company name is required'],
      [
        'a name of 101 characters',
        { ...full, name: 'N'.repeat(101) },
        400,
        'company name must be at most 100 characters',
      ],
      ['a name that is not text', { ...full, name: 12 }, 400, 'company name must be text'],
      [
        'an address of 201 characters',
        { ...full, address: 'a'.repeat(201) },
        400,
        'address must be at most 200 characters',
      ],
      [
        'a phone of 201 characters',
        { ...full, phone: '1'.repeat(201) },
        400,
        'phone must be at most 200 characters',
      ],
      [
        'an e-mail of 201 characters',
        { ...full, email: 'e'.repeat(201) },
        400,
        'e-mail must be at most 200 characters',
      ],
      [
        'a tax id of 201 characters',
        { ...full, tax_id: 't'.repeat(201) },
        400,
        'tax id must be at most 200 characters',
      ],
      [
        'a bank of 201 characters',
        { ...full, bank_name: 'b'.repeat(201) },
        400,
        'bank name must be at most 200 characters',
      ],
      [
        'an account of 201 characters',
        { ...full, bank_account: '9'.repeat(201) },
        400,
        'bank account must be at most 200 characters',
      ],
      [
        'a logo that is not text',
        { ...full, logo_url: 5 },
        400,
        'logo_url must be a data:image/png or data:image/jpeg URL, or null',
      ],
      [
        'a logo on the web',
        { ...full, logo_url: 'https://example.com/logo.png' },
        400,
        'the logo must be a PNG or JPEG image sent as a data:image/png;base64 or data:image/jpeg;base64 URL',
      ],
      [
        'a GIF',
        { ...full, logo_url: `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}` },
        400,
        'the logo must be a PNG or JPEG image sent as a data:image/png;base64 or data:image/jpeg;base64 URL',
      ],
      [
        'an SVG',
        { ...full, logo_url: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}` },
        400,
        'the logo must be a PNG or JPEG image sent as a data:image/png;base64 or data:image/jpeg;base64 URL',
      ],
      [
        'a PNG that holds something else',
        { ...full, logo_url: `data:image/png;base64,${Buffer.from('<html>hello').toString('base64')}` },
        400,
        'the logo must be a PNG or JPEG image sent as a data:image/png;base64 or data:image/jpeg;base64 URL',
      ],
      [
        'broken base64',
        { ...full, logo_url: 'data:image/png;base64,iVBORw0KGgo*' },
        400,
        'the logo must be a PNG or JPEG image sent as a data:image/png;base64 or data:image/jpeg;base64 URL',
      ],
      [
        'a logo over 200 KB',
        { ...full, logo_url: pngUrl(200 * 1024 + 24) },
        413,
        'the logo must be at most 200 KB: choose a smaller image',
      ],
    ];

    it.each(cases)('%s', async (_name, body, status, message) => {
      const before = await auditTotal(t);
      const res = await put(body);
      expect(res.status).toBe(status);
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
      expect(res.body).toEqual({ statusCode: status, code, message });
      expect(await auditTotal(t)).toBe(before);
      expect((await get()).body.name).toBe('Acme Trading Ltd.');
    });

    it('answers the sentence in Chinese when asked', async () => {
      const res = await put({ ...full, logo_url: pngUrl(200 * 1024 + 24) }).set('Accept-Language', 'zh-CN');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('标志不能超过 200 KB：请选择更小的图片');
    });
  });

  it('saves the whole company in one audited write, shown to every user and on the About page', async () => {
    const res = await put({ ...full, name: '  Harbour Trading Ltd.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(full);
    expect((await get(t.as.reader)).body).toEqual(full);

    const [entry] = await auditEntries(t, 'setting', 'company');
    expect(entry).toMatchObject({ action: 'update', username: 'admin_user' });
    expect(entry.changes).toMatchObject({
      name: ['Acme Trading Ltd.', full.name],
      address: ['1 Main Street', full.address],
      tax_id: [null, full.tax_id],
      bank_account: [null, full.bank_account],
    });
    // The logo is recorded by type, size and digest, not as the whole image.
    expect(entry.changes.logo_url[0]).toBeNull();
    expect(entry.changes.logo_url[1]).toMatch(/^image\/jpeg, \d+ characters, sha256 [0-9a-f]{16}$/);

    const about = await t.http().get('/api/about').set(t.as.reader);
    expect(about.status).toBe(200);
    expect(about.body.company).toMatchObject({
      name: full.name,
      tax_id: full.tax_id,
      bank_name: full.bank_name,
      bank_account: full.bank_account,
    });
    expect(about.body.contact).toEqual({ email: full.email, phone: full.phone, address: full.address });
    expect(about.body.logo).toBe(JPEG);
    expect(about.body.defaults).not.toContain('company.name');
  });

  it('takes a logo of 200 KB, and null or leaving fields out clears them', async () => {
    const largest = pngUrl(200 * 1024);
    expect(largest.length).toBeGreaterThan(200 * 1024 - 4);
    let res = await put({ ...full, logo_url: largest });
    expect(res.status).toBe(200);
    expect((await get()).body.logo_url).toBe(largest);

    res = await put({ name: 'Harbour Trading Ltd.', address: '', logo_url: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Harbour Trading Ltd.',
      address: null,
      phone: null,
      email: null,
      tax_id: null,
      bank_name: null,
      bank_account: null,
      logo_url: null,
    });
    const about = await t.http().get('/api/about').set(t.as.reader);
    expect(about.body.logo).toBeNull();
    expect(about.body.contact).toEqual({ email: '', phone: '', address: '' });
  });
});
