import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../RowActions';

/** The page's primary Add button. */
export function AddButton({ label, onClick, testId }: { label: string; onClick(): void; testId?: string }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** A keyword box over a list: the search runs on Enter or the button, blank shows everything. */
export function KeywordSearch({
  placeholder,
  onSearch,
  width = 260,
}: {
  placeholder: string;
  onSearch(keyword: string): void;
  width?: number;
}) {
  const { t } = useTranslation('common');
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      enterButton={t('actions.search')}
      onSearch={(value) => onSearch(value.trim())}
      // Its own width (a share of a wrapping header would push the buttons beside it to a line of
      // their own), never wider than the page.
      style={{ width, maxWidth: '100%' }}
    />
  );
}

/**
 * The Actions column of a list whose rows are edited and deleted (with History and any other buttons
 * first); `lockedThrough` disables both in a closed period.
 */
export function editActionsColumn<T>(options: {
  title: string;
  width?: number;
  onEdit?(row: T): void;
  onDelete(row: T): Promise<unknown> | void;
  lockedThrough?(row: T): string | null;
  extra(row: T): ReactNode;
}): ProColumns<T> {
  const { title, width = 240, onEdit, onDelete, lockedThrough, extra } = options;
  return {
    title,
    valueType: 'option',
    width,
    render: (_, row) => (
      <RowActions
        onEdit={onEdit ? () => onEdit(row) : undefined}
        onDelete={() => onDelete(row)}
        lockedThrough={lockedThrough?.(row)}
      >
        {extra(row)}
      </RowActions>
    ),
  };
}
