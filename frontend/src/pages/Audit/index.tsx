import type { ProColumns } from '@ant-design/pro-components';
import { Form, Input, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../components/list/columns';
import { FilterBar, FilterDateRange, FilterSelect } from '../../components/list/FilterBar';
import { ListTable } from '../../components/list/ListTable';
import { ExportButton } from '../../components/ExportButton';
import { PageHeader } from '../../components/PageHeader';
import { directionOfKind, DocumentLink } from '../../features/documents/DocumentLink';
import { ACTION_COLORS } from '../../features/history/HistoryButton';
import { changeLines } from '../../features/history/changes';
import {
  AUDIT_ENTITIES,
  listAudit,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
} from '../../services/audit';
import { DATE_FORMAT } from '../../utils/format';
import { AuditChanges } from './components/AuditChanges';
import { COMPACT_LINES } from './components/compactChanges';

type Filters = Omit<AuditQuery, 'page' | 'limit'>;

interface FilterValues {
  entity?: string;
  entity_id?: string;
  username?: string;
  action?: AuditAction;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The filter form's values as the query's (empty ones left out). */
export function filtersOf(values: FilterValues): Filters {
  const text = (value?: string) => value?.trim() || undefined;
  return {
    entity: values.entity || undefined,
    entity_id: text(values.entity_id),
    username: text(values.username),
    action: values.action || undefined,
    start_date: values.range?.[0]?.format(DATE_FORMAT),
    end_date: values.range?.[1]?.format(DATE_FORMAT),
  };
}

/** /audit (editors and admins): every audit entry, newest first, with filters. */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<Filters>({});
  const [expanded, setExpanded] = useState<Key[]>([]);
  const toggle = (id: number) =>
    setExpanded((keys) => (keys.includes(id) ? keys.filter((key) => key !== id) : [...keys, id]));

  const columns: ProColumns<AuditEntry>[] = [
    dateColumn<AuditEntry>(t('fields.at'), 'at', { width: 170, time: true }),
    {
      title: t('fields.username'),
      dataIndex: 'username',
      width: 120,
      render: (_, row) => row.username ?? t('common:history.system'),
    },
    {
      title: t('fields.action'),
      dataIndex: 'action',
      width: 100,
      render: (_, row) => (
        <Tag color={ACTION_COLORS[row.action]}>{t(`common:history.actions.${row.action}`)}</Tag>
      ),
    },
    {
      title: t('fields.entity'),
      dataIndex: 'entity',
      width: 150,
      render: (_, row) => t(`common:history.entities.${row.entity}`, { defaultValue: row.entity }),
    },
    {
      title: t('fields.entityId'),
      dataIndex: 'entity_id',
      width: 170,
      ellipsis: true,
      // What the entry concerns as people know it (a document's number opens it); the key otherwise.
      render: (_, row) => {
        const direction = directionOfKind(row.entity);
        return direction && row.document_number ? (
          <DocumentLink direction={direction} documentId={row.document_id} number={row.document_number} />
        ) : (
          (row.subject ?? row.entity_id)
        );
      },
    },
    {
      title: t('fields.changes'),
      key: 'changes',
      render: (_, row) => (
        <AuditChanges
          entry={row}
          compact
          expanded={expanded.includes(row.id)}
          onToggle={() => toggle(row.id)}
        />
      ),
    },
    {
      title: t('fields.requestId'),
      dataIndex: 'request_id',
      width: 130,
      render: (_, row) =>
        row.request_id ? (
          <Typography.Text
            type="secondary"
            copyable={{ text: row.request_id }}
            ellipsis
            style={{ width: 110 }}
          >
            {row.request_id}
          </Typography.Text>
        ) : (
          ''
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={<ExportButton kind="audit" body={filters} />}
      />
      <FilterBar<FilterValues>
        form={form}
        name="auditFilters"
        onFilter={(values) => setFilters(filtersOf(values))}
      >
        <FilterSelect
          name="entity"
          label={t('fields.entity')}
          width={170}
          search={false}
          options={AUDIT_ENTITIES.map((entity) => ({
            value: entity,
            label: t(`common:history.entities.${entity}`),
          }))}
        />
        <Form.Item name="entity_id" label={t('fields.entityId')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="username" label={t('fields.username')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <FilterSelect
          name="action"
          label={t('fields.action')}
          width={140}
          search={false}
          options={(['create', 'update', 'delete'] as const).map((action) => ({
            value: action,
            label: t(`common:history.actions.${action}`),
          }))}
        />
        <FilterDateRange name="range" label={t('fields.date')} />
      </FilterBar>
      <ListTable<AuditEntry, Filters>
        columns={columns}
        params={filters}
        scrollX={1100}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded([...keys]),
          rowExpandable: (row) => changeLines(row).length > COMPACT_LINES,
          expandedRowRender: (row) => <AuditChanges entry={row} />,
        }}
        load={async (params) => {
          return listAudit({
            ...filtersOfParams(params),
            page: params.current ?? 1,
            limit: params.pageSize,
          });
        }}
      />
    </>
  );
}

/** ProTable's params carry paging fields beside the filters; only the filters go on. */
function filtersOfParams(params: Filters & { current?: number; pageSize?: number }): Filters {
  const { current: _current, pageSize: _pageSize, ...rest } = params;
  return rest;
}
