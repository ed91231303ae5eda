import { HttpException } from '@nestjs/common';
import { Locale } from '../../locales';
import { MessageId, MessageParams, MessageRef, renderMessage } from '../i18n/coded-messages';
import { ERROR_CODES, ErrorCode } from './error-codes';

/** The ids whose first part is a code: `NOT_FOUND`, `NOT_FOUND.user`. */
export type CodedMessageId = Extract<MessageId, ErrorCode | `${ErrorCode}.${string}`>;

/**
 * A refusal of the domain: a stable code, the id of its message and the message's parameters. The one
 * exception filter answers it as `{ statusCode, code, message }` with the message rendered in the
 * request's language. It is an HttpException whose response is the English answer, so code that reads
 * refusals as HTTP exceptions (a batch's per-item refusals, an import's row errors) keeps working.
 *
 *     throw new DomainError('STOCK_SHORT', { model, available });
 *     throw new DomainError('NOT_FOUND', { entity: 'payment', id });
 */
export class DomainError extends HttpException {
  readonly code: ErrorCode;
  readonly ref: MessageRef;

  constructor(id: CodedMessageId, params?: MessageParams);
  constructor(id: MessageId, params: MessageParams, code: ErrorCode);
  constructor(id: MessageId, params: MessageParams = {}, code = id.split('.')[0] as ErrorCode) {
    const status = ERROR_CODES[code];
    const ref = { id, params };
    super({ statusCode: status, code, message: renderMessage(ref, 'en-US') }, status);
    this.code = code;
    this.ref = ref;
  }

  /**
   * The same refusal (code and status) inside another message, e.g. "line 3: …":
   * `error.within('line', { line: 3 })` renders `line {line}: {reason}` with this message as reason.
   */
  within(id: MessageId, params: MessageParams): DomainError {
    return new DomainError(id, { ...params, reason: this.ref }, this.code);
  }

  /** The message in a language. */
  messageIn(locale: Locale): string {
    return renderMessage(this.ref, locale);
  }

  /** The version a STALE_VERSION refusal names: the record's, which the client's edit was not based on. */
  get currentVersion(): number | undefined {
    const version = this.code === 'STALE_VERSION' ? this.ref.params?.current_version : undefined;
    return typeof version === 'number' ? version : undefined;
  }

  /** The first `line` this message (or one it wraps) names: a document's refused line. */
  get line(): number | undefined {
    const line = this.ref.id === 'line' ? this.ref.params?.line : undefined;
    return typeof line === 'number' ? line : undefined;
  }
}
