import { describe, expect, it } from 'vitest';
import { sizeInKb } from './download';

describe('export size', () => {
  it('is shown in KB with one decimal', () => {
    expect(sizeInKb(0)).toBe('0.0');
    expect(sizeInKb(1024)).toBe('1.0');
    expect(sizeInKb(6758)).toBe('6.6');
  });
});
