/** A select's options for a fixed list of values, each labelled by `label` (e.g. a translation). */
export const labelledOptions = <V>(values: readonly V[], label: (value: V) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** A select's options for the distinct values given, in their order; empty values are left out. */
export const distinctOptions = (values: readonly (string | null | undefined)[]) =>
  [...new Set(values.filter((value): value is string => !!value))].map((value) => ({ value, label: value }));
