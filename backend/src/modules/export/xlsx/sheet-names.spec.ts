import { SheetNames } from './sheet-names';

describe('SheetNames', () => {
  it('removes forbidden characters and keeps 31 characters at most', () => {
    const names = new SheetNames();
    expect(names.allocate('A/B:C*D?E[F]G\\H')).toBe('A_B_C_D_E_F_G_H');
    const long = names.allocate('x'.repeat(40));
    expect(long).toBe('x'.repeat(31));
  });

  it('makes names unique without regard to case, within 31 characters', () => {
    const names = new SheetNames();
    expect(names.allocate('Acme')).toBe('Acme');
    expect(names.allocate('ACME')).toBe('ACME (2)');
    expect(names.allocate('acme')).toBe('acme (3)');
    const base = 'y'.repeat(31);
    expect(names.allocate(base)).toBe(base);
    expect(names.allocate(base)).toBe(`${'y'.repeat(27)} (2)`);
  });

  it('handles apostrophes, empty names, History and surrogate pairs', () => {
    const names = new SheetNames();
    expect(names.allocate("'quoted'")).toBe('quoted');
    expect(names.allocate('   ', 'Customer')).toBe('Customer');
    expect(names.allocate('History')).toBe('History_');
    const emoji = names.allocate('😀'.repeat(20));
    expect(emoji.length).toBeLessThanOrEqual(31);
    expect(emoji).toBe('😀'.repeat(15));
  });
});
