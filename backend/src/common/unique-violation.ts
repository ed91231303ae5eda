import { QueryFailedError } from 'typeorm';

/**
 * The name of the unique index a failed INSERT/UPDATE violated (PostgreSQL 23505), else null. Lets a
 * service turn the race its own pre-check cannot see into the same readable 409. (Candidate for common/.)
 */
export function violatedUniqueIndex(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' ? (driverError.constraint ?? '') : null;
}
