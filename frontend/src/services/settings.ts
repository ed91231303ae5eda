import { request } from './request';

/** `GET /settings/period-lock`: the last closed day, or null when every period is open. */
export async function getPeriodLock(options: { quiet?: boolean } = {}): Promise<string | null> {
  const answer = await request.get<{ locked_through: string | null }>('/settings/period-lock', {
    skipErrorHandler: options.quiet,
  });
  return answer.locked_through ?? null;
}

/** `PUT /settings/period-lock` (admins): null opens every period. */
export async function setPeriodLock(lockedThrough: string | null): Promise<string | null> {
  const answer = await request.put<{ locked_through: string | null }>('/settings/period-lock', {
    data: { locked_through: lockedThrough },
  });
  return answer.locked_through ?? null;
}
