// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkLogoFile } from './logo';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the logo check', () => {
  it('takes a small PNG or JPEG as a data URL', async () => {
    const png = await checkLogoFile(new File([new Uint8Array(PNG_HEAD)], 'logo.png', { type: 'image/png' }));
    expect(png).toEqual({ ok: true, url: 'data:image/png;base64,iVBORw0KGgo=' });
    const jpeg = await checkLogoFile(
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'l.jpg', { type: 'image/jpeg' }),
    );
    expect(jpeg).toEqual({ ok: true, url: 'data:image/jpeg;base64,/9j/' });
  });

  it('refuses another type', async () => {
    const gif = await checkLogoFile(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(gif).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses an image whose data URL is over 200 KB, saying how large it is', async () => {
    // 160,000 bytes become 213,334 base64 characters: over 204,800.
    const big = new File([new Uint8Array(160_000)], 'big.png', { type: 'image/png' });
    expect(await checkLogoFile(big)).toEqual({ ok: false, reason: 'size', kilobytes: 209 });
    // 150,000 bytes become 200,000 characters (plus the prefix): taken.
    const fits = new File([new Uint8Array(150_000)], 'fits.png', { type: 'image/png' });
    expect((await checkLogoFile(fits)).ok).toBe(true);
  });
});
