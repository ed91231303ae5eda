import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { Request, Response } from 'express';
import multer from 'multer';
import { from, Observable, switchMap } from 'rxjs';

/** At most 20 MB per file (EXTENSIONS E2). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const upload = multer({
  // On disk, not in memory: the reader streams it from there, and it is removed after the answer.
  storage: multer.diskStorage({ destination: tmpdir() }),
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 20, parts: 30 },
}).single('file');

function uploadError(error: unknown): Error {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException('The file is larger than 20 MB: split it into smaller files');
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return new BadRequestException('Send one file, in the form field "file"');
    default:
      return new BadRequestException(
        `The upload could not be read as a multipart form (field "file"): ${(error as Error).message}`,
      );
  }
}

/**
 * Receives the multipart field `file` into a temporary file (20 MB at most: a larger one is a 413 with
 * a readable message) and removes it once the answer has been sent, whatever it was.
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const received = new Promise<void>((resolve, reject) => {
      upload(request, response, (error: unknown) => (error ? reject(uploadError(error)) : resolve()));
    });
    return from(received).pipe(
      switchMap(() => {
        const file = request.file;
        if (file) {
          const remove = () => void unlink(file.path).catch(() => undefined);
          response.once('close', remove);
        }
        if (!file) throw new BadRequestException('Attach the file to import in the form field "file"');
        return next.handle();
      }),
    );
  }
}
