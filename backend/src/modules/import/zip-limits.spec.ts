import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '../../common/errors/domain-error';
import { checkZip, SharedStringCount, ZIP_LIMITS } from './zip-limits';

/** A zip's own failures are the file's (400 "damaged"); the machine's are not the user's to fix. */
describe("checking an upload's zip", () => {
  const folder = mkdtempSync(join(tmpdir(), 'tradebook-zip-limits-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('calls a file that is not a zip damaged', async () => {
    const path = join(folder, 'not-a-zip.xlsx');
    writeFileSync(path, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]));
    await expect(checkZip(path)).rejects.toThrow(DomainError);
  });

  it('passes on a file gone from the disk as the system error it is, not as a damaged file', async () => {
    await expect(checkZip(join(folder, 'gone.xlsx'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('counting the shared strings as they stream', () => {
  const count = (...chunks: string[]) => {
    const counter = new SharedStringCount();
    for (const chunk of chunks) counter.add(Buffer.from(chunk, 'latin1'));
    return { texts: counter.texts, runs: counter.runs };
  };

  it('counts each text once and each formatted run, plain or with a namespace prefix', () => {
    expect(count('<sst><si><t>a</t></si><si><r><rPr/><t>b</t></r><r><t>c</t></r></si></sst>')).toEqual({
      texts: 2,
      runs: 2,
    });
    expect(count('<x:sst><x:si><x:r><x:t>a</x:t></x:r></x:si></x:sst>')).toEqual({ texts: 1, runs: 1 });
    // <rPr> and <rPh> are not runs.
    expect(count('<si><rPh sb="0"><t>a</t></rPh><t>b</t></si>')).toEqual({ texts: 1, runs: 0 });
  });

  it('counts a tag cut between two chunks once', () => {
    const xml = '<si><r><t>a</t></r></si>'.repeat(3);
    for (let cut = 1; cut < xml.length; cut++) {
      expect(count(xml.slice(0, cut), xml.slice(cut))).toEqual({ texts: 3, runs: 3 });
    }
  });

  it('stops past its limits', () => {
    const counter = new SharedStringCount();
    const plain = Buffer.from('<si><t>a</t></si>'.repeat(100_000));
    let within = true;
    for (let i = 0; within && i < 25; i++) within = counter.add(plain);
    expect(within).toBe(false);
    expect(counter.texts).toBe(ZIP_LIMITS.sharedStrings + 100_000);
  });
});
