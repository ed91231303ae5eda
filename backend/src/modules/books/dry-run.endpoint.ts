import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpStatus,
  Injectable,
  NestInterceptor,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, Observable } from 'rxjs';
import { DryRun } from '../../database/unit-of-work/dry-run';
import { DryRunAnswerOf, WriteEffects } from './dto/write-effects.dto';
import { NO_EFFECTS } from './write-effects';

/** `dry_run` as the query string carries it: true, false, "true", "false", "1", "0"; absent or empty: false. */
function asksDryRun(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new BadRequestException('dry_run must be true or false');
}

/**
 * Runs the route as a dry run when asked: the write goes through every rule and is rolled back (see
 * DryRun), and the answer, 200 whatever the write's own status, is `{ dry_run: true, result, effects }`.
 * A refusal is the write's own refusal.
 */
@Injectable()
export class DryRunInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const query = http.getRequest<FastifyRequest>().query as Record<string, unknown> | undefined;
    if (!asksDryRun(query?.dry_run)) return next.handle();
    const dryRun = new DryRun();
    return from(
      dryRun.within(async () => {
        const result: unknown = await lastValueFrom(next.handle(), { defaultValue: null });
        void http.getResponse<FastifyReply>().status(HttpStatus.OK);
        const effects = (dryRun.effects as WriteEffects | null) ?? NO_EFFECTS;
        return { dry_run: true, result, effects };
      }),
    );
  }
}

/**
 * A write that `?dry_run=true` shows before it is made (answering `answer` when made): one line on
 * the route. The dry run's answer is documented as the 200 of a POST; a PUT or DELETE documents its
 * own 200, and the dry run's has the same shape around it.
 */
export const DryRunnable = (answer?: Type) =>
  applyDecorators(
    UseInterceptors(DryRunInterceptor),
    ApiQuery({
      name: 'dry_run',
      required: false,
      type: Boolean,
      description:
        'true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would ' +
        'answer and change, and keep nothing (no row, audit entry, event or document number)',
    }),
    ...(answer ? [ApiOkResponse({ type: DryRunAnswerOf(answer) })] : []),
  );
