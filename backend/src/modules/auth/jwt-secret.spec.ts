import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigValidationError } from '../../config/env.validation';
import { resolveJwtSecret } from './jwt-secret';

describe('resolveJwtSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tradebook-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a secret once and keeps it', () => {
    const secret = resolveJwtSecret({ DATA_DIR: dir });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(secret);
    expect(resolveJwtSecret({ DATA_DIR: dir })).toBe(secret);
  });

  it.each(['', '  \n', 'short'])('refuses to start with a kept secret file holding %j', (text) => {
    writeFileSync(join(dir, 'jwt-secret'), text);
    const start = () => resolveJwtSecret({ DATA_DIR: dir });
    expect(start).toThrow(ConfigValidationError);
    expect(start).toThrow(
      /^Invalid configuration: the JWT secret file .* is empty or shorter than 16 characters;/,
    );
  });

  it('prefers JWT_SECRET', () => {
    writeFileSync(join(dir, 'jwt-secret'), '');
    expect(resolveJwtSecret({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(20) })).toBe('x'.repeat(20));
  });
});
