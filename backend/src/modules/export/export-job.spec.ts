import { request as httpRequest, IncomingMessage } from 'node:http';
import { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import fastify, { FastifyInstance } from 'fastify';
import { ExportJob, sendWorkbook } from './export-job';
import { contentDisposition, exportFileName } from './xlsx/file-name';
import { XLSX_CONTENT_TYPE, XlsxWriter } from './xlsx/xlsx-writer';

const FILE = exportFileName('进货单', 'inbound');

/** A job that writes `rows` rows of a long text, breathing between rows as the real exports do. */
function rowsJob(rows: number, afterRow?: (row: number) => void): ExportJob {
  return {
    file: FILE,
    async write(xlsx: XlsxWriter) {
      const sheet = await xlsx.table('Rows', [{ header: 'Text', kind: 'longText' }]);
      for (let row = 1; row <= rows; row++) {
        afterRow?.(row);
        sheet.add([`row ${row} ${'x'.repeat(200)}`]);
        await sheet.breathe();
      }
    },
  };
}

describe('sendWorkbook on Fastify', () => {
  let server: FastifyInstance;
  let job: ExportJob;
  let sent: Promise<void>;
  const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

  beforeEach(async () => {
    errors.mockClear();
    server = fastify();
    server.post('/export', (_request, reply) => {
      sent = sendWorkbook(reply, job);
      return reply;
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => server.close());

  function post(): Promise<IncomingMessage> {
    const { port } = server.server.address() as AddressInfo;
    return new Promise((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port, path: '/export', method: 'POST' }, resolve)
        .on('error', reject)
        .end(),
    );
  }

  function bodyOf(res: IncomingMessage): Promise<{ bytes: number; complete: boolean }> {
    return new Promise((resolve) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('close', () => resolve({ bytes, complete: res.complete }));
    });
  }

  it('streams the workbook with its headers', async () => {
    job = rowsJob(10);
    const res = await post();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe(contentDisposition(FILE));
    expect(res.headers['cache-control']).toBe('no-store');
    const body = await bodyOf(res);
    await sent;
    expect(body.complete).toBe(true);
    expect(body.bytes).toBeGreaterThan(1000);
    expect(errors).not.toHaveBeenCalled();
  });

  it('stops writing, quietly, when the client goes away', async () => {
    let written = 0;
    job = rowsJob(1_000_000, (row) => (written = row));
    const res = await post();
    await new Promise((resolve) => res.once('data', resolve));
    res.destroy();
    await sent;
    expect(written).toBeLessThan(1_000_000);
    expect(errors).not.toHaveBeenCalled();
  });

  it('cuts the connection when the export fails after the first byte', async () => {
    job = rowsJob(100_000, (row) => {
      if (row === 20_000) throw new Error('the database went away');
    });
    const res = await post();
    expect(res.statusCode).toBe(200);
    const body = await bodyOf(res);
    await sent;
    expect(body.complete).toBe(false);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ file: FILE.ascii }),
      'Export failed while streaming',
    );
  });
});
