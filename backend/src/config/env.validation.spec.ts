import { ConfigValidationError, validateEnv } from './env.validation';

describe('validateEnv', () => {
  it('applies defaults for an empty environment', () => {
    const env = validateEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.COST_METHOD).toBe('average');
    expect(env.ALLOW_NEGATIVE_STOCK).toBe(false);
    expect(env.DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(env.JWT_EXPIRES_IN).toBe('12h');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ COST_METHOD: 'lifo' }, 'COST_METHOD'],
    [{ ALLOW_NEGATIVE_STOCK: 'yes' }, 'ALLOW_NEGATIVE_STOCK'],
    [{ DATABASE_PREPARED_STATEMENTS: 'off' }, 'DATABASE_PREPARED_STATEMENTS'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
  ])('rejects %j naming %s in one line', (raw, name) => {
    expect(() => validateEnv(raw)).toThrow(ConfigValidationError);
    try {
      validateEnv(raw);
    } catch (e) {
      expect((e as Error).message).toContain(name);
      expect((e as Error).message).not.toContain('\n');
    }
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => validateEnv({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(/JWT_SECRET is required/);
    expect(validateEnv({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32) }).DATABASE_URL).toBe(
      'postgres://u@h/db',
    );
  });

  it('reads booleans and numbers from strings', () => {
    const env = validateEnv({
      PORT: '8080',
      ALLOW_NEGATIVE_STOCK: 'true',
      COST_METHOD: 'fifo',
      DATABASE_PREPARED_STATEMENTS: 'false',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      ALLOW_NEGATIVE_STOCK: true,
      COST_METHOD: 'fifo',
      DATABASE_PREPARED_STATEMENTS: false,
    });
  });
});
