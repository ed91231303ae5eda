import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '../../common/errors/domain-error';
import { checkZip } from './zip-limits';

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
