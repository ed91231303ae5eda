import { TestApp, createTestApp } from './support/app';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (body: string | object) =>
    t.http().post('/api/partners').set(t.as.editor).set('Content-Type', 'application/json').send(body);

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"short_name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/JSON/),
    });
  });

  it('answers an array or a scalar body with 400', async () => {
    for (const body of ['[1,2,3]', '[]', '"text"', '42', 'null']) {
      const res = await post(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers wrong types with 400 and a readable message', async () => {
    const res = await post({ short_name: { $gt: '' }, full_name: ['x'], type: 'supplier' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/short name must be text/);
  });

  it('answers huge strings with 400 and huge bodies with 413', async () => {
    let res = await post({ short_name: 'x'.repeat(100_000), full_name: 'y', type: 0 });
    expect(res).toMatchObject({ status: 400, body: { message: 'short name must be at most 50 characters' } });
    res = await post({ short_name: 'x', full_name: 'y'.repeat(2_000_000), type: 0 });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'the request body is too large',
    });
  });

  it('answers a body neither JSON nor a form with 415, a malformed %-escape with 400', async () => {
    const xml = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .set('Content-Type', 'application/xml')
      .send('<a/>');
    expect(xml.body).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'the request body must be JSON (an import: a multipart form)',
    });
    const escape = await t.http().get('/api/partners/%E0%A4%A').set(t.as.reader);
    expect(escape.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: "Failed to decode param '/api/partners/%E0%A4%A'",
    });
  });

  it('reads an empty JSON body as an empty object', async () => {
    const res = await post('');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/short name/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.http().get('/api/no-such-thing').set(t.as.reader);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('strips unknown fields instead of storing them', async () => {
    const res = await post({
      short_name: 'Strip',
      full_name: 'Strip Ltd.',
      type: 1,
      id: 999,
      is_admin: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).not.toHaveProperty('is_admin');
    expect(res.body.data.id).not.toBe(999);
  });
});
