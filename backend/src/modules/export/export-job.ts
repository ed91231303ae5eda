import { Logger } from '@nestjs/common';
import { Response } from 'express';
import { contentDisposition, ExportFileName } from './xlsx/file-name';
import { ExportAborted, XLSX_CONTENT_TYPE, XlsxWriter } from './xlsx/xlsx-writer';

/**
 * A checked export, ready to stream: every parameter has been validated and every lookup that can
 * fail with 400/404 has been done, so nothing can go wrong in a way the client could still be told
 * about once the first byte is out.
 */
export interface ExportJob {
  file: ExportFileName;
  /** Writes the sheets. Only reads data; called after the headers are set. */
  write(xlsx: XlsxWriter): Promise<void>;
}

const logger = new Logger('Export');

/**
 * Streams the job's workbook as the answer: 200, the .xlsx content type and an RFC 5987
 * Content-Disposition. A failure after the first byte can no longer become an error answer: the
 * connection is cut, so the client sees a failed download rather than a truncated file that looks whole.
 */
export async function sendWorkbook(res: Response, job: ExportJob): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  res.setHeader('Content-Disposition', contentDisposition(job.file));
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  res.setHeader('Cache-Control', 'no-store');
  try {
    const xlsx = await XlsxWriter.create(res);
    await job.write(xlsx);
    await xlsx.finish();
  } catch (error) {
    if (error instanceof ExportAborted) return;
    logger.error({ err: error, file: job.file.ascii }, 'Export failed while streaming');
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
