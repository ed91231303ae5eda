import { formatValue, type ChangeLine } from '../../../features/history/changes';
import { isRole } from '../../../shell/access/permissions';
import { formatDateTime } from '../../../utils/format';

/** How many changed fields a row shows before the rest move to its expanded part. */
export const COMPACT_LINES = 3;

/** The lines a row shows, and how many more its expanded part holds. */
export function compactLines(
  lines: ChangeLine[],
  max = COMPACT_LINES,
): { shown: ChangeLine[]; more: number } {
  if (lines.length <= max) return { shown: lines, more: 0 };
  return { shown: lines.slice(0, max), more: lines.length - max };
}

type Translate = (key: string) => string;

/** A moment as JSON writes it (2026-11-24T10:30:24.410Z); plain days stay as they are. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A value in the reader's language where it is one of ours (yes/no, a role), a moment in local time;
 * else as the server wrote it.
 */
export function valueText(field: string, value: unknown, t: Translate): string {
  if (typeof value === 'boolean') return t(`audit:values.${value}`);
  if (field === 'role' && typeof value === 'string' && isRole(value)) return t(`shell:roles.${value}`);
  if (typeof value === 'string' && TIMESTAMP.test(value)) return formatDateTime(value);
  return formatValue(value);
}
