import { HttpException, HttpStatus } from '@nestjs/common';
import { httpMessage } from './all-exceptions.filter';

/**
 * Runs `work`; a refusal (4xx) it throws is thrown again with the same status and `prefix` before its
 * message, so that a write of many items names the one refused: "line 3: insufficient stock for …".
 * The catalogs translate the prefixed message as the prefix's pattern around the original one.
 */
export async function prefixRefusal<T>(prefix: string, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpException) || error.getStatus() >= HttpStatus.INTERNAL_SERVER_ERROR)
      throw error;
    throw new HttpException(`${prefix}${httpMessage(error)}`, error.getStatus());
  }
}
