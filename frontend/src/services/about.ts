import { request, type Answer } from './request';
import type { AboutInfo } from './types';

/** GET /about: the about info, the company as saved in Settings, its logo and the built-in texts. */
export type AboutAnswer = AboutInfo;

export function getAbout(): Promise<AboutAnswer> {
  return request.get<Answer<'/about', 'get'>>('/about', { skipErrorHandler: true });
}
