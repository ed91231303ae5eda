import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApp, createTestApp } from './support/app';

describe('about', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'tradebook-about-'));
  const aboutFile = join(dataDir, 'about.json');

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => rmSync(aboutFile, { force: true }));

  const about = () => t.http().get('/api/about').set(t.as.reader);

  const defaults = {
    title: 'Tradebook',
    company: {
      name: 'Tradebook Trading Co.',
      description: expect.any(String),
      slogan: expect.any(String),
      tax_id: '',
      bank_name: '',
      bank_account: '',
    },
    system: {
      version: '0.1.0',
      releaseDate: '2025-01-01',
      techStack: 'React, Node.js (NestJS), PostgreSQL',
      team: expect.any(String),
    },
    contact: { email: expect.any(String), phone: expect.any(String), address: expect.any(String) },
    logo: null,
    defaults: [
      'title',
      'company.name',
      'company.description',
      'company.slogan',
      'system.version',
      'system.releaseDate',
      'system.techStack',
      'system.team',
      'contact.email',
    ],
  };

  it('answers the defaults without an about.json, to a reader', async () => {
    const res = await about();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(defaults);
    expect(res.body.company.description.length).toBeGreaterThan(0);
  });

  it('deep-merges about.json over the defaults, read on every call', async () => {
    writeFileSync(
      aboutFile,
      JSON.stringify({
        title: 'Acme Trading',
        company: { name: 'Acme Trading Ltd.', slogan: 'Buy low, sell fair' },
        system: { team: 'Acme IT', version: 2 },
        contact: { email: 'office@acme.example', phone: '+86 10 1234 5678' },
        unknown: 'ignored',
      }),
    );
    const res = await about();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...defaults,
      title: 'Acme Trading',
      company: { ...defaults.company, name: 'Acme Trading Ltd.', slogan: 'Buy low, sell fair' },
      system: { ...defaults.system, team: 'Acme IT', version: '2' },
      contact: { ...defaults.contact, email: 'office@acme.example', phone: '+86 10 1234 5678' },
      // Only the texts about.json left alone are named as built in (the web app translates those).
      defaults: ['company.description', 'system.releaseDate', 'system.techStack'],
    });
    expect(res.body.unknown).toBeUndefined();
  });

  it('ignores fields of the wrong kind', async () => {
    writeFileSync(
      aboutFile,
      JSON.stringify({ title: { nested: true }, company: 'flat', system: { techStack: null } }),
    );
    expect((await about()).body).toEqual(defaults);
  });

  it.each([
    ['malformed JSON', '{ "title": '],
    ['an array', '["title"]'],
    ['a string', '"Acme"'],
  ])('ignores an about.json holding %s', async (_name, text) => {
    writeFileSync(aboutFile, text);
    const res = await about();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(defaults);
  });

  it('needs a login', async () => {
    expect((await t.http().get('/api/about')).status).toBe(401);
    expect((await t.http().get('/api/about').set(t.as.editor)).status).toBe(200);
  });
});
