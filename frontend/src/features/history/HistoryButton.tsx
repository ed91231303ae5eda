import { HistoryOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../hooks/useRemote';
import { listAudit, type AuditAction, type AuditEntry } from '../../services/audit';
import { formatDateTime } from '../../utils/format';
import { changeLines, formatValue } from './changes';

/** One drawer shows at most this many of a record's entries, newest first (the Audit page has all). */
const HISTORY_LIMIT = 100;

export const ACTION_COLORS: Record<AuditAction, string> = { create: 'green', update: 'blue', delete: 'red' };

interface Target {
  /** The audit entity name (docs/DECISIONS.md, Trust), e.g. `inbound`. */
  entity: string;
  /** The record's key as the audit trail keeps it (id, code, short name or username). */
  entityId: string | number;
}

interface ButtonProps extends Target {
  /** What a person knows the record by (a document's number, a partner's name), shown in the title
   *  instead of the key; left out, the key is shown (codes and names already are what people read). */
  label?: string;
}

function EntryChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('common');
  const lines = changeLines(entry);
  if (lines.length === 0) return <Typography.Text type="secondary">{t('history.noChanges')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={lines.map((line) => ({
        key: line.field,
        label: t(`history.fields.${line.field}`, { defaultValue: line.field }),
        children:
          entry.action === 'update' ? (
            <span data-testid="history-change">
              <Typography.Text delete type="secondary">
                {formatValue(line.before)}
              </Typography.Text>
              {' → '}
              <Typography.Text strong>{formatValue(line.after)}</Typography.Text>
            </span>
          ) : (
            formatValue(entry.action === 'delete' ? line.before : line.after)
          ),
      }))}
    />
  );
}

function HistoryTimeline({ entity, entityId }: Target) {
  const { t } = useTranslation('common');
  const { data, loading } = useRemote(
    () => listAudit({ page: 1, limit: HISTORY_LIMIT, entity, entity_id: String(entityId) }),
    { data: [] as AuditEntry[], total: 0 },
    [entity, entityId],
  );
  if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (data.data.length === 0) return <Empty description={t('history.empty')} />;
  return (
    <Timeline
      items={data.data.map((entry) => ({
        key: entry.id,
        color: ACTION_COLORS[entry.action],
        children: (
          <div data-testid="history-entry">
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              <Tag color={ACTION_COLORS[entry.action]}>{t(`history.actions.${entry.action}`)}</Tag>
              <Typography.Text strong>{entry.username ?? t('history.system')}</Typography.Text>{' '}
              <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
            </Typography.Paragraph>
            <EntryChanges entry={entry} />
          </div>
        ),
      }))}
    />
  );
}

/** A row's History action: who created and changed this record, field by field. */
export function HistoryButton({ entity, entityId, label }: ButtonProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<HistoryOutlined />}
        onClick={() => setOpen(true)}
        data-testid="row-history"
      >
        {t('history.action')}
      </Button>
      <Drawer
        title={t('history.title', {
          entity: t(`history.entities.${entity}`, { defaultValue: entity }),
          id: label ?? entityId,
        })}
        open={open}
        onClose={() => setOpen(false)}
        width={520}
        destroyOnHidden
      >
        {open ? <HistoryTimeline entity={entity} entityId={entityId} /> : null}
      </Drawer>
    </>
  );
}
