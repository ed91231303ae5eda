import { request } from './request';
import type { AboutInfo } from './types';

/** GET /about: the about info, the company as saved in Settings, its logo and the built-in texts. */
export interface AboutAnswer extends Omit<AboutInfo, 'company' | 'logo'> {
  company: AboutInfo['company'] & { tax_id?: string; bank_name?: string; bank_account?: string };
  /** The company's logo (a data URL), or null for the app's own. */
  logo?: string | null;
  /** The fields (`section.field`) still at the server's built-in English text: the page translates those. */
  defaults?: string[];
}

export async function getAbout(): Promise<Partial<AboutAnswer>> {
  const answer = await request.get<Partial<AboutAnswer> & { data?: Partial<AboutAnswer> }>('/about', {
    skipErrorHandler: true,
  });
  return answer.data && typeof answer.data === 'object' && !Array.isArray(answer.data) ? answer.data : answer;
}
