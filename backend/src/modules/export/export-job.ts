import { PassThrough } from 'node:stream';
import { applyDecorators, HttpCode, HttpStatus, Logger, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { BINARY } from '../../common/openapi/envelopes';
import type { FastifyReply } from 'fastify';
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

const WORKBOOK = 'An .xlsx file (Content-Disposition names it)';

/** For the OpenAPI document: the route answers 200 with a workbook (sendWorkbook). */
export function ApiWorkbook(description = WORKBOOK) {
  return applyDecorators(
    HttpCode(HttpStatus.OK),
    ApiProduces(XLSX_CONTENT_TYPE),
    ApiOkResponse({ schema: BINARY, description }),
  );
}

/**
 * A POST answering a workbook with 200. The POST is declared in here, not on the method: the swagger
 * plugin reads a `@Post()` on the method as a 201 answer and would add it beside the 200.
 */
export const WorkbookPost = (path: string, description = WORKBOOK) =>
  applyDecorators(Post(path), ApiWorkbook(description));

/**
 * Streams the job's workbook as the answer: 200, the .xlsx content type and an RFC 5987
 * Content-Disposition. A failure after the first byte can no longer become an error answer: the
 * connection is cut, so the client sees a failed download rather than a truncated file that looks whole.
 */
export async function sendWorkbook(reply: FastifyReply, job: ExportJob): Promise<void> {
  // Fastify pipes the body into the response with its backpressure, destroys it when the client goes
  // (the writer then stops with ExportAborted) and cuts the connection when it fails.
  const body = new PassThrough();
  void reply
    .status(200)
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition(job.file))
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .header('Cache-Control', 'no-store')
    .send(body);
  try {
    const xlsx = await XlsxWriter.create(body);
    await job.write(xlsx);
    await xlsx.finish();
  } catch (error) {
    if (error instanceof ExportAborted) return;
    logger.error({ err: error, file: job.file.ascii }, 'Export failed while streaming');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
