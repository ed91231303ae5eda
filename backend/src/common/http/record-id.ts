import { ExecutionContext, NotFoundException, createParamDecorator } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/**
 * The `:id` of the path as a number; anything that cannot be an id is simply not found ("<what> abc not
 * found"). A custom decorator rather than a pipe, so the global validation pipe does not turn "abc"
 * into NaN first.
 */
export const RecordId = createParamDecorator((what: string, ctx: ExecutionContext): number => {
  const value: string = ctx.switchToHttp().getRequest().params.id;
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id <= MAX_ID)) throw new NotFoundException(`${what} ${value} not found`);
  return id;
});
