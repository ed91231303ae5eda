import { Button, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLines, type ChangeLine } from '../../../features/history/changes';
import type { AuditEntry } from '../../../services/audit';
import { compactLines, valueText } from './compactChanges';

/** A compact line stays on one row of the table; the expanded list wraps long values. */
const COMPACT_LINE: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
const FULL_LINE: CSSProperties = { overflowWrap: 'anywhere' };
/** The expanded row: every field, in columns across the table's width. */
const FULL_LIST: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  columnGap: 24,
  rowGap: 4,
  paddingInlineStart: 32,
};

/** One changed field: old → new for an update, the one value a create or a delete has. */
function Line({
  line,
  action,
  compact,
}: {
  line: ChangeLine;
  action: AuditEntry['action'];
  compact: boolean;
}) {
  const { t } = useTranslation('common');
  const label = t(`history.fields.${line.field}`, { defaultValue: line.field });
  const show = (value: unknown) => valueText(line.field, value, t);
  const before = show(line.before);
  const after = show(line.after);
  const single = action === 'delete' ? before : after;
  const text = action === 'update' ? `${label}: ${before} → ${after}` : `${label}: ${single}`;
  return (
    <div style={compact ? COMPACT_LINE : FULL_LINE} title={compact ? text : undefined}>
      <Typography.Text type="secondary">{label}:</Typography.Text>{' '}
      {action === 'update' ? (
        <>
          <Typography.Text delete>{before}</Typography.Text> →{' '}
          <Typography.Text strong>{after}</Typography.Text>
        </>
      ) : (
        single
      )}
    </div>
  );
}

interface Props {
  entry: AuditEntry;
  /** The table cell: the first lines only, with a link that expands the row to the rest. */
  compact?: boolean;
  expanded?: boolean;
  onToggle?(): void;
}

/** An entry's changed fields, field: old → new. */
export function AuditChanges({ entry, compact = false, expanded = false, onToggle }: Props) {
  const { t } = useTranslation('audit');
  const lines = changeLines(entry);
  if (lines.length === 0) {
    return <Typography.Text type="secondary">{t('common:history.noChanges')}</Typography.Text>;
  }
  const { shown, more } = compact ? compactLines(lines) : { shown: lines, more: 0 };
  return (
    <div style={compact ? { minWidth: 0 } : FULL_LIST}>
      {shown.map((line) => (
        <Line key={line.field} line={line} action={entry.action} compact={compact} />
      ))}
      {more > 0 && onToggle ? (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onToggle}>
          {expanded ? t('changes.less') : t('changes.more', { count: more })}
        </Button>
      ) : null}
    </div>
  );
}
