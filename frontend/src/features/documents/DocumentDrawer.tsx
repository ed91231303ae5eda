import { DeleteOutlined, EditOutlined, PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Grid,
  Skeleton,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCardColumns } from '../../components/list/ListTable';
import { amountColumn, dateColumn } from '../../components/list/columns';
import { usePeriodLock } from '../../hooks/usePeriodLock';
import { useRemote } from '../../hooks/useRemote';
import { SaveCancelled, useDeleteRow } from '../../hooks/useRecordMutations';
import { messageOr } from '../../services/errors';
import {
  deleteDocument,
  getDocument,
  previewDocumentDeletion,
  type TradeDocument,
} from '../../services/documents';
import { returnableQuantity } from '../../services/trade';
import type { Direction, TradeRecord } from '../../services/types';
import { formatDate, formatMoney, formatTotal } from '../../utils/format';
import { HistoryButton } from '../history/HistoryButton';
import { useEffectsConfirm } from '../trade/useEffectsConfirm';
import { DocumentReturnModal } from './DocumentReturnModal';
import { documentPrintPath, PRINT_KINDS } from './printLink';

interface Props {
  direction: Direction;
  /** The document shown; null keeps the drawer closed. */
  documentId: number | null;
  canEdit: boolean;
  /** Raised by the page once it has changed the document shown: the drawer reads it again. */
  version?: number;
  onClose(): void;
  /** Change the document (its header and lines) in the page's document form; left out: no Edit. */
  onEdit?(document: TradeDocument): void;
  /** After a return or a deletion: the list shows the result. */
  onChanged(): void;
}

/**
 * A document as a bookkeeper reads it: header, lines, returns, its history, Edit, Return, Print, Delete.
 * A document of returns is titled as one; it is changed through the document it returns, and printed
 * neither as a delivery note nor as an invoice.
 */
export function DocumentDrawer(props: Props) {
  const { direction, documentId, canEdit, version = 0, onClose, onEdit, onChanged } = props;
  const { t } = useTranslation('trade');
  const { lockOf } = usePeriodLock();
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const deleteRow = useDeleteRow();
  const confirmEffects = useEffectsConfirm();
  const [returning, setReturning] = useState(false);
  // Each opening of the return dialog is a new one: nothing typed before, the stock read again.
  const [returnRound, setReturnRound] = useState(0);
  const { data, loading, error, reload } = useRemote<TradeDocument | null>(
    () => (documentId === null ? Promise.resolve(null) : getDocument(direction, documentId)),
    null,
    [direction, documentId, version],
    ['document', 'record'],
  );
  const d = (key: string) => t(`${direction}.${key}`);
  const lineColumns = [
    { title: t('fields.productModel'), dataIndex: 'product_model', ellipsis: true },
    {
      title: t('fields.quantity'),
      dataIndex: 'quantity',
      align: 'right' as const,
      render: (_: unknown, line: TradeRecord) =>
        line.returned_quantity ? (
          <span>
            {line.quantity}{' '}
            <Tag color="orange" data-testid="document-line-returned">
              {t('documents.returned', { count: line.returned_quantity })}
            </Tag>
          </span>
        ) : (
          line.quantity
        ),
    },
    amountColumn<TradeRecord>(t('fields.unitPrice'), 'unit_price', 'unitPrice'),
    amountColumn<TradeRecord>(t('fields.totalPrice'), 'total_price', 'total'),
  ];
  // The tax only where a line has some: a document without tax shows as it did before tax.
  const taxed = data ? [...data.lines, ...data.returns].some((line) => Number(line.tax_rate) !== 0) : false;
  if (taxed) {
    lineColumns.push(
      {
        title: t('tax.rate'),
        dataIndex: 'tax_rate',
        align: 'right' as const,
        render: (_: unknown, line: TradeRecord) => `${line.tax_rate}%`,
      } as (typeof lineColumns)[number],
      amountColumn<TradeRecord>(t('tax.net'), 'net_amount', 'money'),
      amountColumn<TradeRecord>(t('tax.tax'), 'tax_amount', 'money'),
      amountColumn<TradeRecord>(t('tax.gross'), 'gross_amount', 'money'),
    );
  }
  const returnable = data ? data.lines.some((line) => returnableQuantity(line) > 0) : false;
  const ofReturns = data ? data.lines.some((line) => line.return_of !== null) : false;
  const lockedThrough = data ? lockOf(data.date) : null;
  /** Edit and Delete of a document in a closed period: disabled, the tooltip saying why. */
  const closed = (button: ReactNode) =>
    lockedThrough ? (
      <Tooltip title={t('common:locked', { date: lockedThrough })}>
        <span data-testid="document-locked">{button}</span>
      </Tooltip>
    ) : (
      button
    );

  return (
    <Drawer
      open={documentId !== null}
      onClose={onClose}
      width={screens.md ? 760 : '100%'}
      destroyOnHidden
      title={
        data
          ? `${d(ofReturns ? 'returnDocumentTitle' : 'documentTitle')} ${data.document_number}`
          : d('documentTitle')
      }
      data-testid="document-drawer"
    >
      {error ? (
        <Alert type="error" showIcon message={messageOr(error, t('documents.loadFailed'))} />
      ) : loading || !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={16}>
          <Flex wrap gap={8}>
            {(ofReturns ? [] : PRINT_KINDS[direction]).map((kind) => (
              <Button
                key={kind}
                icon={<PrinterOutlined />}
                onClick={() => navigate(documentPrintPath(direction, data.id, kind))}
                data-testid={`document-print-${kind}`}
              >
                {t(`documents.print.${kind}`)}
              </Button>
            ))}
            {canEdit && onEdit && !ofReturns
              ? closed(
                  <Button
                    icon={<EditOutlined />}
                    disabled={Boolean(lockedThrough)}
                    onClick={() => onEdit(data)}
                    data-testid="document-edit"
                  >
                    {t('documents.edit')}
                  </Button>,
                )
              : null}
            {canEdit ? (
              <Button
                icon={<RollbackOutlined />}
                disabled={!returnable}
                onClick={() => {
                  setReturnRound((round) => round + 1);
                  setReturning(true);
                }}
                data-testid="document-return"
              >
                {t('return.action')}
              </Button>
            ) : null}
            <HistoryButton entity={`${direction}_document`} entityId={data.id} label={data.document_number} />
            {canEdit && lockedThrough
              ? closed(
                  <Button danger disabled icon={<DeleteOutlined />} data-testid="document-delete">
                    {t('documents.delete')}
                  </Button>,
                )
              : null}
            {canEdit && !lockedThrough ? (
              <Button
                danger
                icon={<DeleteOutlined />}
                data-testid="document-delete"
                onClick={() =>
                  // What the deletion would do (its dry run) is shown before it is confirmed; a
                  // refusal is the deletion's own, with the same message.
                  deleteRow(
                    async () => {
                      const effects = await previewDocumentDeletion(direction, data.id);
                      const title = t('documents.confirmDelete', { number: data.document_number });
                      const go = await confirmEffects(effects, {
                        title,
                        okText: t('common:actions.confirm'),
                        danger: true,
                      });
                      if (!go) throw new SaveCancelled();
                      await deleteDocument(direction, data.id);
                    },
                    () => {
                      onClose();
                      onChanged();
                    },
                  )
                }
              >
                {t('documents.delete')}
              </Button>
            ) : null}
          </Flex>
          <Descriptions
            size="small"
            bordered
            column={screens.md ? 2 : 1}
            // A label on one line: on a phone the narrow label cell broke even two-word labels.
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              { key: 'partner', label: d('partnerShortName'), children: data.partner_short_name },
              { key: 'date', label: d('date'), children: formatDate(data.date) },
              { key: 'order', label: t('fields.orderNumber'), children: data.order_number ?? '' },
              { key: 'invoice', label: t('fields.invoiceNumber'), children: data.invoice_number ?? '' },
              { key: 'invoiceDate', label: t('fields.invoiceDate'), children: formatDate(data.invoice_date) },
              {
                key: 'total',
                label: t('fields.totalPrice'),
                children: <span data-testid="document-total">{formatTotal(data.total_price)}</span>,
              },
              ...(taxed
                ? [
                    {
                      key: 'tax',
                      label: t('tax.amounts'),
                      children: (
                        <span data-testid="document-tax-amounts">
                          {[data.net_amount, data.tax_amount, data.gross_amount]
                            .map((value) => formatMoney(value))
                            .join(' / ')}
                        </span>
                      ),
                    },
                  ]
                : []),
              {
                key: 'remark',
                label: t('fields.remark'),
                children: data.remark ?? '',
                span: screens.md ? 2 : 1,
              },
            ]}
          />
          <RecordsTable
            title={t('documents.lines')}
            records={data.lines}
            columns={lineColumns}
            testId="document-lines"
          />
          <RecordsTable
            title={t('documents.returns')}
            records={data.returns}
            columns={[
              dateColumn<TradeRecord>(t('return.date'), 'date'),
              { title: t('documents.number'), dataIndex: 'document_number' },
              ...lineColumns,
            ]}
            emptyText={t('documents.noReturns')}
            testId="document-returns"
          />
        </Flex>
      )}
      <DocumentReturnModal
        key={returnRound}
        direction={direction}
        document={returning ? data : null}
        onClose={() => setReturning(false)}
        onSaved={() => {
          setReturning(false);
          void reload();
          onChanged();
        }}
      />
    </Drawer>
  );
}

/** A titled table of a document's records: its lines, or the returns against them. */
function RecordsTable({
  title,
  records,
  columns,
  emptyText,
  testId,
}: {
  title: string;
  records: TradeRecord[];
  columns: ColumnsType<TradeRecord>;
  emptyText?: string;
  testId: string;
}) {
  // On a phone each record is a card: its total stays in sight.
  const card = useCardColumns(columns);
  return (
    <>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Table<TradeRecord>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={records}
        columns={card.columns}
        className={card.className}
        locale={emptyText ? { emptyText } : undefined}
        scroll={card.scroll}
        data-testid={testId}
      />
    </>
  );
}
