import { Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireRole } from '../../common/auth/access.decorator';
import type { Locale } from '../../locales';
import { ApiWorkbook, WorkbookPost, sendWorkbook } from '../export/export-job';
import { RequestLocale } from '../export/request-locale.decorator';
import { ImportQueryDto } from './dto/import.dto';
import { ImportResultResponse } from './dto/import.response.dto';
import { importErrorReport, importTemplate } from './import-template';
import { ImportFile, importKind, importRefusal, ImportService } from './import.service';
import { ImportUploadInterceptor, ImportUploadRequest } from './upload.interceptor';
import { ApiController } from '../../common/http/endpoints';

/** Import from Excel, editors and admins: a template per kind, a dry run, the import. */
@RequireRole('editor')
@ApiController('import')
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @ApiWorkbook('The .xlsx template (Content-Disposition names it)')
  @Get('templates/:kind')
  async template(@Param('kind') kind: string, @RequestLocale() locale: Locale, @Res() reply: FastifyReply) {
    await sendWorkbook(reply, importTemplate(importKind(kind), locale));
  }

  /**
   * The errors of a dry run of the file (same query flags) as an .xlsx: the web app's download of its
   * errors table. Stateless: the file is checked again.
   */
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(ImportUploadInterceptor)
  @WorkbookPost(':kind/errors', "The .xlsx of the dry run's errors")
  async errors(
    @Param('kind') kind: string,
    @Query() query: ImportQueryDto,
    @RequestLocale() locale: Locale,
    @Req() req: ImportUploadRequest,
    @Res() reply: FastifyReply,
  ) {
    const checked = importKind(kind);
    const result = await this.imports.import(checked, uploaded(req), {
      dryRun: true,
      allowDuplicates: query.allow_duplicates ?? false,
      locale,
    });
    reply.header('Vary', 'Accept-Language');
    await sendWorkbook(reply, importErrorReport(checked, result.errors, locale));
  }

  /** 200 with the report; a real import with errors writes nothing and answers 422 with the same report. */
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(ImportUploadInterceptor)
  @Post(':kind')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ImportResultResponse })
  async import(
    @Param('kind') kind: string,
    @Query() query: ImportQueryDto,
    @RequestLocale() locale: Locale,
    @Req() req: ImportUploadRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.imports.import(importKind(kind), uploaded(req), {
      dryRun: query.dry_run ?? true,
      allowDuplicates: query.allow_duplicates ?? false,
      locale,
    });
    // The row errors are in the request's language.
    reply.header('Vary', 'Accept-Language');
    if (!result.dry_run && result.errors.length > 0) {
      const refusal = importRefusal(result.errors.length);
      reply.status(refusal.getStatus());
      return {
        statusCode: refusal.getStatus(),
        code: refusal.code,
        message: refusal.messageIn(locale),
        ...result,
      };
    }
    reply.status(HttpStatus.OK);
    return result;
  }
}

/** The file the upload interceptor received (it answers 400 when there is none). */
function uploaded(req: ImportUploadRequest): ImportFile {
  return req.importFile!;
}
