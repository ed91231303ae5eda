/** Records dated on or before `locked_through` cannot be written; null: no lock. */
export class PeriodLockResponse {
  locked_through: string | null;
}
