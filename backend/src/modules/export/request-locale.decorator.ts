import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Locale, pickLocale } from '../../locales';

/** The language of the request, from its Accept-Language header (English when none of ours fits). */
export const RequestLocale = createParamDecorator((_: unknown, ctx: ExecutionContext): Locale =>
  pickLocale(ctx.switchToHttp().getRequest<FastifyRequest>().headers['accept-language']),
);
