import { HttpException, HttpStatus } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import { MessageId, MessageParams, renderMessage } from '../i18n/coded-messages';
import { httpMessage } from './all-exceptions.filter';

/**
 * Runs `work`; a refusal (4xx) it throws is thrown again with the same code and status inside the
 * message `id` (`line`: "line 3: insufficient stock for …"; `record`: "inbound record 12: …"), so that
 * a write of many items names the one refused.
 */
export async function prefixRefusal<T>(
  id: MessageId,
  params: MessageParams,
  work: () => Promise<T> | T,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusalWithin(error, id, params);
  }
}

/** The params of the message `line` for the line at `index`: lines are numbered from 1. */
export const onLine = (index: number) => ({ line: index + 1 });

/** `error` inside the message `id` when it is a refusal (4xx); else `error` as it is. */
export function refusalWithin(error: unknown, id: MessageId, params: MessageParams): unknown {
  if (error instanceof DomainError) return error.within(id, params);
  if (!(error instanceof HttpException) || error.getStatus() >= HttpStatus.INTERNAL_SERVER_ERROR)
    return error;
  const text = renderMessage({ id, params: { ...params, reason: httpMessage(error) } }, 'en-US');
  return new HttpException(text, error.getStatus());
}
