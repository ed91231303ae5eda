import { request, type Answer } from './request';
import type { Schemas } from './types';

/** `GET /settings/period-lock`: the last closed day, or null when every period is open. */
export async function getPeriodLock(options: { quiet?: boolean } = {}): Promise<string | null> {
  const answer = await request.get<Answer<'/settings/period-lock', 'get'>>('/settings/period-lock', {
    skipErrorHandler: options.quiet,
  });
  return answer.locked_through;
}

/** `PUT /settings/period-lock` (admins): null opens every period. */
export async function setPeriodLock(lockedThrough: string | null): Promise<string | null> {
  const answer = await request.put<Answer<'/settings/period-lock', 'put'>>('/settings/period-lock', {
    data: { locked_through: lockedThrough },
  });
  return answer.locked_through;
}

/** The company as printouts and the About page show it. */
export type Company = Schemas['CompanyResponse'];

/** The largest logo the server takes, counted as the characters of its data URL (200 KB). */
export const MAX_LOGO_URL_LENGTH = 200 * 1024;

/** `GET /settings/company` (any user): until an admin saves it, the values of about.json. */
export function getCompany(options: { quiet?: boolean } = {}): Promise<Company> {
  return request.get<Company>('/settings/company', { skipErrorHandler: options.quiet });
}

/**
 * `PUT /settings/company` (admins): the whole company; a field left out is cleared. The form shows a
 * refusal itself, so the request client's handler stays quiet (else the user read it twice).
 */
export function saveCompany(company: Company): Promise<Company> {
  return request.put<Company>('/settings/company', { data: company, skipErrorHandler: true });
}

/** The company's tax: the default rate (percent) and whether typed unit prices include the tax. */
export type TaxSettings = Schemas['TaxSettingsResponse'];

/** `GET /settings/tax` (any user): `{ 0, false }` until an admin saves it. */
export function getTaxSettings(options: { quiet?: boolean } = {}): Promise<TaxSettings> {
  return request.get<TaxSettings>('/settings/tax', { skipErrorHandler: options.quiet });
}

/** `PUT /settings/tax` (admins): applies to the writes made after it. The card shows a refusal itself. */
export function saveTaxSettings(settings: TaxSettings): Promise<TaxSettings> {
  return request.put<TaxSettings>('/settings/tax', {
    data: { default_rate: String(settings.default_rate), prices_include_tax: settings.prices_include_tax },
    skipErrorHandler: true,
  });
}
