type FormValuesOf<T> = { [K in keyof T]: Exclude<T[K], null> | undefined };

/**
 * A stored record as a form's initial values: a field the record leaves empty (null) starts undefined,
 * as the form's inputs expect.
 */
export function toFormValues<T extends object>(record: T): FormValuesOf<T> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, value ?? undefined]),
  ) as FormValuesOf<T>;
}
