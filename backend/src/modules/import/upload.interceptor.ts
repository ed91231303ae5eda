import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, finalize, from, Observable, of, switchMap } from 'rxjs';
import { ImportAbandoned, type ImportFile } from './import.service';
import { DomainError } from '../../common/errors/domain-error';
import { uploadFolder } from './upload-files';

/** At most 20 MB per file. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const LIMITS = { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 20, parts: 30 };

/** A request after the interceptor: the file it received. */
export interface ImportUploadRequest extends FastifyRequest {
  importFile?: ImportFile;
}

function uploadError(error: unknown): Error {
  if (error instanceof HttpException) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new DomainError('PAYLOAD_TOO_LARGE.importFile');
    case 'FST_FILES_LIMIT':
      return oneFile();
    default:
      return new DomainError('VALIDATION_FAILED.importMultipart', { detail: (error as Error).message });
  }
}

function oneFile(): DomainError {
  return new DomainError('VALIDATION_FAILED.importOneFile');
}

const remove = (file: ImportFile) => void unlink(file.path).catch(() => undefined);

/**
 * Reads the multipart form and writes its one file, in the field `file`, to a temporary file in this
 * process's upload folder (on disk, not in memory: the reader streams it from there; a crash's leftovers
 * are removed at the next start, see upload-files.ts). Undefined when the request has no file.
 */
async function receive(request: FastifyRequest): Promise<ImportFile | undefined> {
  if (!request.isMultipart()) return undefined;
  let file: ImportFile | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) throw oneFile();
      file = { path: join(await uploadFolder(), randomUUID()), originalName: part.filename };
      await pipeline(part.file, createWriteStream(file.path));
    }
  } catch (error) {
    if (file) remove(file);
    throw uploadError(error);
  }
  return file;
}

/**
 * Receives the multipart field `file` into a temporary file (20 MB at most: a larger one is a 413 with
 * a readable message) and removes it once both the handler has finished with it and the connection is
 * closed, whichever comes last: an import queued behind another still finds its file when its turn
 * comes. A client that goes before its answer aborts the file's `abandoned` signal; an import that had
 * not begun then stops (ImportAbandoned) and nothing is answered, since no one is there to read it.
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<ImportUploadRequest>();
    const reply = http.getResponse<FastifyReply>();
    return from(receive(request)).pipe(
      switchMap((received) => {
        if (!received) throw new DomainError('VALIDATION_FAILED.importFileMissing');
        const gone = new AbortController();
        const file: ImportFile = { ...received, abandoned: gone.signal };
        let pending = 2;
        const done = () => {
          if (--pending === 0) remove(file);
        };
        const closed = () => {
          if (!reply.raw.writableFinished) gone.abort();
          done();
        };
        // A client that went while the file was being stored has closed the connection already.
        if (request.raw.socket?.destroyed) closed();
        else reply.raw.once('close', closed);
        request.importFile = file;
        return next.handle().pipe(
          catchError((error: unknown) => {
            if (error instanceof ImportAbandoned) return of(undefined);
            throw error;
          }),
          finalize(done),
        );
      }),
    );
  }
}
