import { request } from './request';
import type { AboutInfo } from './types';

export async function getAbout(): Promise<Partial<AboutInfo>> {
  const answer = await request.get<Partial<AboutInfo> & { data?: Partial<AboutInfo> }>('/about', {
    skipErrorHandler: true,
  });
  return answer.data && typeof answer.data === 'object' && !Array.isArray(answer.data) ? answer.data : answer;
}
