import { TestApp, createTestApp } from './support/app';

/** The parts of the OpenAPI document this test reads. */
interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** What a field of a body is set to, one at a time: wrong types, edges, text no field expects. */
const FIELD_VALUES: unknown[] = [
  null,
  'abc',
  -1,
  1.5,
  '99999999999999999999999',
  true,
  [],
  {},
  'x'.repeat(20_000),
  '2026-02-30',
  '0x10',
  '\u202e',
];
const QUERY_VALUES = ['', 'abc', '-1', '1.5', '99999999999999999999', '2026-02-30', 'x'.repeat(5_000)];
const PATH_VALUES = ['0', 'abc', '99999999999999999999', '%20', 'x'.repeat(3_000), '%E2%80%AE'];
const RAW_BODIES = ['[]', '"text"', '123', 'null', '{', '{"__proto__":{"x":1}}'];
/** The calls that would end or change the session the test runs on. */
const SKIPPED = new Set(['/api/auth/logout', '/api/auth/me/password']);

/**
 * Every operation of the OpenAPI document, called with malformed input built from its own schema: each
 * path parameter, query parameter, body field and line field in turn set to a value it does not expect,
 * and bodies that are not objects. Every answer must be below 500, and a refusal must carry its `code`
 * and a `message` (the contract: bad input is a clear 4xx, never a 5xx). The written data is whatever
 * the server accepted; this test asks only how it answers.
 */
describe('malformed input on every operation', () => {
  let t: TestApp;
  let doc: OpenApi;

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http().get('/api/docs-json')).body as OpenApi;
  });
  afterAll(() => t.close());

  const resolve = (schema: Schema | undefined): Schema | undefined => {
    let s = schema;
    while (s?.$ref) s = doc.components.schemas[s.$ref.split('/').pop()!];
    return s;
  };

  /** A value of the schema's shape (the first enum value, a date, 1, 'x'), to mutate one field of. */
  const example = (schema: Schema | undefined, depth = 0): unknown => {
    const s = resolve(schema);
    if (!s || depth > 6) return null;
    if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => example(part, depth + 1)));
    if (s.oneOf ?? s.anyOf) return example((s.oneOf ?? s.anyOf)![0], depth + 1);
    if (s.enum) return s.enum[0];
    if (s.example !== undefined) return s.example;
    if (s.type === 'array') return [example(s.items, depth + 1)];
    if (s.type === 'integer' || s.type === 'number') return s.minimum ?? 1;
    if (s.type === 'boolean') return true;
    if (s.type === 'string') return s.format === 'date' ? '2026-11-20' : 'x';
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([name, field]) => [name, example(field, depth + 1)]),
    );
  };

  it('answers each malformed value below 500, a refusal with its code and message', async () => {
    const wrong: string[] = [];
    const call = async (method: string, url: string, body?: unknown, raw?: string) => {
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      let request = t.http()[verb](url).set(t.as.admin);
      if (raw !== undefined) request = request.set('Content-Type', 'application/json').send(raw);
      else if (body !== undefined) request = request.send(body as object);
      const res = await request;
      const refusal = res.body as { code?: unknown; message?: unknown };
      const fine =
        res.status < 400 ||
        (res.status < 500 && typeof refusal.code === 'string' && typeof refusal.message === 'string');
      if (!fine) {
        const sent = (raw ?? JSON.stringify(body) ?? '').slice(0, 120);
        wrong.push(
          `${method} ${url.slice(0, 120)} ${sent} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
        );
      }
    };

    let calls = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (SKIPPED.has(path)) continue;
      for (const [lowerMethod, operation] of Object.entries(operations)) {
        const method = lowerMethod.toUpperCase();
        const withPath = (value: string) =>
          path.replace(/\{[^}]+\}/g, (name) => (name === '{kind}' ? 'outbound' : value));
        const schema = operation.requestBody?.content['application/json']?.schema;
        const body = schema ? (example(schema) as Record<string, unknown>) : undefined;
        const url = withPath('1');

        if (path.includes('{')) {
          for (const value of PATH_VALUES) await call(method, withPath(value), body);
          calls += PATH_VALUES.length;
        }
        for (const { name } of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
          for (const value of QUERY_VALUES)
            await call(method, `${url}?${name}=${encodeURIComponent(value)}`, body);
          calls += QUERY_VALUES.length;
        }
        if (!schema || !body || typeof body !== 'object') continue;
        for (const raw of RAW_BODIES) await call(method, url, undefined, raw);
        calls += RAW_BODIES.length;
        for (const [field, fieldSchema] of Object.entries(resolve(schema)?.properties ?? {})) {
          for (const value of FIELD_VALUES) await call(method, url, { ...body, [field]: value });
          calls += FIELD_VALUES.length;
          const items = resolve(resolve(fieldSchema)?.items);
          if (resolve(fieldSchema)?.type !== 'array' || !items?.properties) continue;
          const line = example(items) as Record<string, unknown>;
          for (const lineField of Object.keys(items.properties)) {
            for (const value of FIELD_VALUES) {
              await call(method, url, { ...body, [field]: [{ ...line, [lineField]: value }] });
            }
            calls += FIELD_VALUES.length;
          }
          await call(method, url, { ...body, [field]: Array(5_000).fill(line) });
          calls += 1;
        }
      }
    }
    // The document lists every route; a test that ran no calls would prove nothing.
    expect(calls).toBeGreaterThan(3_000);
    expect(wrong).toEqual([]);
  }, 600_000);
});
