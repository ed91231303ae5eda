import { crc32, createDeflateRaw } from 'node:zlib';

/** A part of a hand-made zip: its bytes, or one chunk repeated between a head and a tail. */
export interface ZipPart {
  name: string;
  data: Buffer | { head: Buffer; chunk: Buffer; times: number; tail: Buffer };
  /** The uncompressed size the headers declare, when it should not be the true one (a lying zip). */
  declaredSize?: number;
  /** Written in the file but left out of the central directory (a part only a streaming reader sees). */
  hidden?: boolean;
}

/** Deflates the part's bytes as a stream, giving the compressed bytes, the CRC and the true size. */
async function deflate(part: ZipPart): Promise<{ packed: Buffer; crc: number; size: number }> {
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  const { data } = part;
  const pieces = Buffer.isBuffer(data)
    ? [data]
    : [data.head, ...Array.from({ length: data.times }, () => data.chunk), data.tail];
  // The same chunk again and again: memory stays at one chunk and the compressed output.
  for (const chunk of pieces) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflater.write(chunk)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { packed: Buffer.concat(out), crc, size };
}

/**
 * A zip (deflated parts, sizes in the local headers) built by hand, so that a test can make one that
 * inflates enormously, declares sizes it does not have or hides a part from its directory.
 */
export async function zipOf(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const part of parts) {
    const { packed, crc, size } = await deflate(part);
    const declared = part.declaredSize ?? size;
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    if (!part.hidden) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(0x0800, 8);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(crc >>> 0, 16);
      central.writeUInt32LE(packed.length, 20);
      central.writeUInt32LE(declared, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offset, 42);
      directory.push(central, name);
      listed++;
    }
    locals.push(local, name, packed);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directoryBytes, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
  '</Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
  '</Relationships>';
const SHEET =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>';

export interface BombOptions {
  /** How many MB of one repeated character the shared strings hold. */
  megabytes: number;
  /** The size the zip declares for the shared strings (a lie), when given. */
  declaredSize?: number;
  /** The shared strings left out of the central directory. */
  hidden?: boolean;
}

/**
 * An .xlsx whose one shared string is `megabytes` MB of the letter "a" (a zip bomb: it compresses
 * about 1,000 to 1), built in a few MB of memory.
 */
export function xlsxBomb(options: BombOptions): Promise<Buffer> {
  const mb = Buffer.alloc(1024 * 1024, 'a');
  const text = (s: string) => Buffer.from(s, 'utf8');
  const sharedStrings: ZipPart = {
    name: 'xl/sharedStrings.xml',
    data: {
      head: text(
        '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>',
      ),
      chunk: mb,
      times: options.megabytes,
      tail: text('</t></si></sst>'),
    },
    declaredSize: options.declaredSize,
    hidden: options.hidden,
  };
  return zipOf([
    { name: '[Content_Types].xml', data: text(CONTENT_TYPES) },
    { name: '_rels/.rels', data: text(RELS) },
    { name: 'xl/workbook.xml', data: text(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: text(WORKBOOK_RELS) },
    sharedStrings,
    { name: 'xl/worksheets/sheet1.xml', data: text(SHEET) },
  ]);
}

/**
 * An .xlsx whose shared strings are `count` formatted texts of one letter each
 * (`<si><r><t>a</t></r></si>`, 25 bytes): millions of them fit in a 2 MB file inside every zip limit,
 * and a reader that kept them would hold objects about ten times their XML.
 */
export function xlsxRichStrings(count: number): Promise<Buffer> {
  const text = (s: string) => Buffer.from(s, 'utf8');
  // Every sixth text another letter: the part compresses about 100 to 1, inside the ratio limit.
  const letter = (i: number) => (i % 6 === 0 ? String.fromCharCode(97 + ((i * 7919) % 26)) : 'a');
  const perChunk = 10_000;
  const sharedStrings: ZipPart = {
    name: 'xl/sharedStrings.xml',
    data: {
      head: text(
        `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`,
      ),
      chunk: text(Array.from({ length: perChunk }, (_, i) => `<si><r><t>${letter(i)}</t></r></si>`).join('')),
      times: Math.ceil(count / perChunk),
      tail: text('</sst>'),
    },
  };
  return zipOf([
    { name: '[Content_Types].xml', data: text(CONTENT_TYPES) },
    { name: '_rels/.rels', data: text(RELS) },
    { name: 'xl/workbook.xml', data: text(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: text(WORKBOOK_RELS) },
    sharedStrings,
    { name: 'xl/worksheets/sheet1.xml', data: text(SHEET) },
  ]);
}
