import { extend, type RequestOptionsInit, type ResponseError } from 'umi-request';
import i18n from '../shell/i18n';
import { feedback } from '../shell/feedback';
import { UNAUTHORIZED_EVENT, clearSession, getToken } from '../shell/session/storage';
import type { paths } from './api-types';
import { ApiError, describeFailure } from './errors';
import { IDEMPOTENCY_HEADER, keyForSave, saveAnswered } from './idempotency';

/** Options of our own, read by the one error handler. */
export interface CallOptions extends RequestOptionsInit {
  /** The caller shows its own message; 401 is still handled here. */
  skipErrorHandler?: boolean;
  /** A 401 is an expected answer (login, start-up verification): no redirect. */
  skipAuthRedirect?: boolean;
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Export calls answer blobs, errors included: the `{ statusCode, code, message }` inside is read back. */
async function readBlobBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    return JSON.parse(await blobText(data));
  } catch {
    return undefined;
  }
}

/**
 * Decides what a failed answer shows (a message, a redirect to the login, or nothing when the caller
 * shows its own) and gives the error to throw. Used by the request client and by uploads.
 */
export function reportFailure(
  status: number | undefined,
  data: unknown,
  options: CallOptions = {},
): ApiError {
  const failure = describeFailure({ status, data }, (key, values) => i18n.t(key, values));
  if (failure.kind === 'unauthorized' && !options.skipAuthRedirect) {
    clearSession();
    feedback().error({ content: failure.message, key: 'unauthorized' });
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  } else if (!options.skipErrorHandler) {
    feedback().error({ content: failure.message, key: failure.message });
  }
  return failure;
}

/** The single error handler of the request client: reports the failure, then rethrows. */
export async function handleError(error: ResponseError): Promise<never> {
  if (error instanceof ApiError) throw error;
  const options = (error.request?.options ?? {}) as CallOptions;
  throw reportFailure(error.response?.status, await readBlobBody(error.data), options);
}

/** The one HTTP client: base path /api, bearer token, one error handler. */
export const request = extend({
  prefix: '/api',
  timeout: 120_000,
  credentials: 'same-origin',
  errorHandler: handleError as (error: ResponseError) => void,
});

/** The headers of every call: the token and the interface language (the server answers errors in it). */
export function sessionHeaders(): Record<string, string> {
  const token = getToken();
  const headers: Record<string, string> = {
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en-US',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

request.interceptors.request.use((url, options) => {
  const key = keyForSave(url, options);
  const headers = { ...(options.headers as Record<string, string>), ...sessionHeaders() };
  if (key !== undefined) headers[IDEMPOTENCY_HEADER] = key;
  return { url, options: { ...options, headers } };
});

request.interceptors.response.use((response, options) => {
  saveAnswered((options.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER]);
  return response;
});

/** Drops empty filter values so the query only carries what the user chose. */
export function cleanParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

/** Path segments such as a short name may hold any character. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An API path as the client calls it (under /api), with its `{param}`s: `/partners/{short_name}`. */
export type ApiPath = keyof paths extends infer K ? (K extends `/api${infer P}` ? P : never) : never;

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/**
 * The JSON body of the success answer of `method path`, from the generated OpenAPI types:
 * `Answer<'/partners', 'get'>` is `{ data: PartnerView[] }`. A POST that creates answers 201; its 200,
 * when it has one, is its dry run's.
 */
export type Answer<P extends ApiPath, M extends Method> = paths[`/api${P}`][M] extends {
  responses: infer R;
}
  ? JsonBody<R[201 extends keyof R ? 201 : Extract<keyof R, 200>]>
  : never;

/**
 * A field whose name depends on the side or direction (`customer_code` or `supplier_code`), which the
 * types cannot follow: an answer without it is an error, never a blank.
 */
export function named<T>(row: object, key: string): T {
  if (!(key in row)) throw new Error(`The answer has no ${key}`);
  return (row as Record<string, T>)[key];
}

/** A row's partner code and short name, sent under the side's names (`supplier_code`, `customer_short_name`). */
export function partnerFromApi<Code extends string | null = string>(
  row: object,
  partner: 'supplier' | 'customer',
): { partner_code: Code; partner_short_name: string } {
  return {
    partner_code: named(row, `${partner}_code`),
    partner_short_name: named(row, `${partner}_short_name`),
  };
}

/** A partner's address and contact as a document or an order carries them, for its printouts. */
export interface PartnerContact {
  address: string | null;
  contact_person: string | null;
  contact_phone: string | null;
}

/** A document's or order's partner contact, sent under the side's names (`customer_address`, ...). */
export function partnerContactFromApi(row: object, partner: 'supplier' | 'customer'): PartnerContact {
  return {
    address: named(row, `${partner}_address`),
    contact_person: named(row, `${partner}_contact_person`),
    contact_phone: named(row, `${partner}_contact_phone`),
  };
}

/**
 * The add, change and delete calls of a resource keyed in its path (`/partners/{short name}`,
 * `/cash-entries/{id}`); their errors are left to the form or list that made them. `Change` is what a
 * change sends when it differs from what an add sends.
 */
export function recordRoutes<Input, Key extends string | number = string, Change = Input>(path: string) {
  return {
    create: (body: Input) => request.post(path, { data: body, skipErrorHandler: true }),
    update: (key: Key, body: Change) =>
      request.put(`${path}/${segment(key)}`, { data: body, skipErrorHandler: true }),
    remove: (key: Key) => request.delete(`${path}/${segment(key)}`, { skipErrorHandler: true }),
  };
}
