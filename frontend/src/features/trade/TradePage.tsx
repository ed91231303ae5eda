import { DeleteOutlined, EditOutlined, RollbackOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../components/list/columns';
import { AddButton } from '../../components/list/ListActions';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { SelectionAlert } from '../../components/SelectionAlert';
import { ListTable } from '../../components/list/ListTable';
import { usePartners, useProducts, useSelectOptions } from '../../hooks/useOptions';
import { useFormModal } from '../../hooks/useFormModal';
import { usePeriodLock } from '../../hooks/usePeriodLock';
import { useDeleteRow } from '../../hooks/useRecordMutations';
import {
  DIRECTIONS,
  batchDeleteTrade,
  deleteTrade,
  listTrade,
  returnableQuantity,
} from '../../services/trade';
import type { Direction, TradeRecord } from '../../services/types';
import { Forbidden } from '../../shell/access/Forbidden';
import { useAccess } from '../../shell/access/useAccess';
import { formatMoney, formatTotal } from '../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../utils/money';
import { DocumentDrawer } from '../documents/DocumentDrawer';
import { DocumentList } from '../documents/DocumentList';
import type { TradeDocument } from '../../services/documents';
import { HistoryButton } from '../history/HistoryButton';
import { toSortParams } from '../../utils/sort';
import { BatchEditModal } from './BatchEditModal';
import { DocumentFormModal } from './DocumentFormModal';
import { TradeFilterBar, type TradeFilters } from './TradeFilterBar';
import { ReturnModal } from './ReturnModal';
import { TradeFormModal } from './TradeFormModal';

/** Shown from the column chooser only: a bookkeeper reads dates, names, amounts and invoices. */
const HIDDEN_COLUMNS = ['invoice_image_url', 'id', 'document_number', 'partner_code', 'product_code'];

/** What the page lists: documents (the default) or their lines, the records (`?view=lines`). */
type View = 'documents' | 'lines';

/** Router state that asks the page to open its add dialog (the overview's quick buttons). */
export interface QuickAddState {
  action?: 'add';
}

/** The inbound and outbound pages: one implementation, parameterised by direction. */
export function TradePage({ direction }: { direction: Direction }) {
  const { t } = useTranslation('trade');
  const deleteRow = useDeleteRow();
  const { canEdit, role } = useAccess();
  const location = useLocation();
  const navigate = useNavigate();
  const actionRef = useRef<ActionType>(null);
  const { lockOf } = usePeriodLock();
  const { partners, active: activePartners } = usePartners(DIRECTIONS[direction].partnerType);
  const { products } = useProducts();
  const partnerOptions = useSelectOptions(partners, (item) => item.short_name);
  const productOptions = useSelectOptions(products, (item) => item.product_model);
  const [filters, setFilters] = useState<TradeFilters>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const { editing, open: formOpen, formKey, openForm, close: closeForm } = useFormModal<TradeRecord>();
  const [returning, setReturning] = useState<TradeRecord | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const [query, setQuery] = useSearchParams();
  const view: View = query.get('view') === 'lines' ? 'lines' : 'documents';
  const [openDocument, setOpenDocument] = useState<number | null>(null);
  // The document being changed from the drawer, and how often the drawer's document was changed.
  const [editingDocument, setEditingDocument] = useState<TradeDocument | null>(null);
  const [documentVersion, setDocumentVersion] = useState(0);
  const quickAdd = (location.state as QuickAddState | null)?.action === 'add';
  const d = (key: string) => t(`${direction}.${key}`);

  useEffect(() => {
    if (!quickAdd || !canEdit) return;
    openForm(null);
    navigate(location.pathname, { replace: true, state: null });
  }, [quickAdd, canEdit, navigate, location.pathname]);

  const remove = (record: TradeRecord) =>
    deleteRow(
      () => deleteTrade(direction, record.id),
      () => {
        setSelected((keys) => keys.filter((key) => key !== record.id));
        actionRef.current?.reload();
      },
    );

  /** After a batch change or delete: the selection is done with, the list shows the result. */
  const afterBatch = () => {
    setBatchOpen(false);
    setSelected([]);
    actionRef.current?.reload();
  };
  const selectedIds = selected.map(Number);

  const columns = useMemo<ProColumns<TradeRecord>[]>(() => {
    const list: ProColumns<TradeRecord>[] = [
      dateColumn<TradeRecord>(d('date'), 'date', { sorter: true, width: 125 }),
      { title: d('partnerShortName'), dataIndex: 'partner_short_name', width: 140, ellipsis: true },
      // A product's name is read whole: it wraps rather than being cut.
      {
        title: t('fields.productModel'),
        dataIndex: 'product_model',
        width: 122,
        className: 'tb-wrap-anywhere',
      },
      {
        title: t('fields.quantity'),
        dataIndex: 'quantity',
        align: 'right',
        width: 90,
        render: (_, record) =>
          record.return_of ? (
            <Space size={4} data-testid="return-row">
              <Tag color="orange">{t('return.tag')}</Tag>
              {record.quantity}
            </Space>
          ) : (
            record.quantity
          ),
      },
      {
        title: t('fields.unitPrice'),
        dataIndex: 'unit_price',
        align: 'right',
        sorter: true,
        width: 110,
        className: 'tb-nowrap',
        render: (_, record) => formatMoney(record.unit_price, UNIT_PRICE_DECIMALS),
      },
      {
        title: t('fields.totalPrice'),
        dataIndex: 'total_price',
        align: 'right',
        sorter: true,
        width: 115,
        className: 'tb-nowrap',
        render: (_, record) => formatTotal(record.total_price),
      },
      { title: t('fields.invoiceNumber'), dataIndex: 'invoice_number', width: 110, ellipsis: true },
      {
        title: t('fields.invoiceLink'),
        dataIndex: 'invoice_image_url',
        width: 120,
        render: (_, record) =>
          record.invoice_image_url ? (
            <Typography.Link href={record.invoice_image_url} target="_blank" rel="noopener noreferrer">
              {t('invoice.view')}
            </Typography.Link>
          ) : (
            <Typography.Text type="secondary">{t('invoice.none')}</Typography.Text>
          ),
      },
      { title: t('fields.id'), dataIndex: 'id', width: 70 },
      { title: t('documents.number'), dataIndex: 'document_number', width: 160 },
      { title: d('partnerCode'), dataIndex: 'partner_code', width: 140, ellipsis: true },
      { title: t('fields.productCode'), dataIndex: 'product_code', width: 130, ellipsis: true },
    ];
    if (canEdit) {
      list.push({
        title: t('fields.actions'),
        valueType: 'option',
        width: 342,
        render: (_, record) => {
          const lockedThrough = lockOf(record.date);
          const history = (
            <HistoryButton entity={direction} entityId={record.id} label={record.document_number} />
          );
          // A return is deleted and entered again rather than edited (its partner and product are its original's).
          if (record.return_of) {
            return (
              <RowActions onDelete={() => remove(record)} lockedThrough={lockedThrough}>
                {history}
              </RowActions>
            );
          }
          const returnable = returnableQuantity(record);
          return (
            <RowActions
              onEdit={() => openForm(record)}
              onDelete={() => remove(record)}
              lockedThrough={lockedThrough}
            >
              {history}
              <Tooltip title={returnable > 0 ? undefined : t('return.none')}>
                <Button
                  type="link"
                  size="small"
                  icon={<RollbackOutlined />}
                  disabled={returnable <= 0}
                  onClick={() => setReturning(record)}
                  data-testid="trade-return"
                >
                  {t('return.action')}
                </Button>
              </Tooltip>
            </RowActions>
          );
        },
      });
    }
    return list;
  }, [t, canEdit, direction, lockOf]);

  if (quickAdd && !canEdit) return <Forbidden action="edit" role={role} />;

  // The add (document) and edit (single record) forms open in the same place with the same handlers.
  const formProps = {
    direction,
    open: formOpen,
    // A new document offers active partners only; an edit keeps its own partner even if inactive since.
    partners: editing ? partners : activePartners,
    products,
    onClose: closeForm,
    onSaved: () => {
      closeForm();
      actionRef.current?.reload();
    },
  };

  return (
    <>
      <PageHeader
        title={d('title')}
        extra={
          canEdit ? <AddButton label={d('add')} onClick={() => openForm(null)} testId="trade-add" /> : null
        }
      />
      <Segmented<View>
        value={view}
        style={{ marginBottom: 12 }}
        onChange={(next) => {
          // Each view has its own filters (the form below starts empty again).
          setFilters({});
          setQuery(next === 'lines' ? { view: 'lines' } : {}, { replace: true });
        }}
        options={[
          { value: 'documents', label: t('documents.view') },
          { value: 'lines', label: t('documents.linesView') },
        ]}
        data-testid="trade-view"
      />
      <TradeFilterBar
        key={view}
        direction={direction}
        partnerOptions={partnerOptions}
        productOptions={productOptions}
        documents={view === 'documents'}
        onFilter={setFilters}
      />
      {view === 'documents' ? (
        <DocumentList
          direction={direction}
          filters={filters}
          actionRef={actionRef}
          onOpen={setOpenDocument}
        />
      ) : (
        <ListTable<TradeRecord, TradeFilters>
          live={['record', 'document']}
          actionRef={actionRef}
          columns={columns}
          params={filters}
          // A bookkeeper's columns by default; ID and codes are a click away in the column chooser.
          columnsKey={`trade.${direction}`}
          hiddenColumns={HIDDEN_COLUMNS}
          sizeChanger
          // The default columns fit a 1366 px window, a long header on two lines rather than under the
          // next one (each column is at least as wide as its longest word and its sort icon); more
          // columns from the chooser scroll inside the table.
          scrollX={1186}
          // Kept across pages, so a batch may take rows of several pages.
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }}
          tableAlertRender={({ selectedRowKeys, onCleanSelected }) => (
            <SelectionAlert count={selectedRowKeys.length} onClear={onCleanSelected} />
          )}
          tableAlertOptionRender={
            canEdit
              ? () => (
                  <Space size={8}>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setBatchOpen(true)}
                      data-testid="batch-edit"
                    >
                      {t('batch.edit')}
                    </Button>
                    <Popconfirm
                      title={t('batch.confirmDelete', { count: selectedIds.length })}
                      okText={t('common:actions.confirm')}
                      cancelText={t('common:actions.cancel')}
                      onConfirm={() => deleteRow(() => batchDeleteTrade(direction, selectedIds), afterBatch)}
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} data-testid="batch-delete">
                        {t('batch.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                )
              : false
          }
          load={async (params, sort) =>
            listTrade(direction, {
              page: params.current ?? 1,
              limit: params.pageSize,
              partner_short_name: params.partner_short_name,
              product_model: params.product_model,
              start_date: params.start_date,
              end_date: params.end_date,
              keyword: params.keyword,
              invoiced: params.invoiced,
              ...toSortParams(sort),
            })
          }
        />
      )}
      <DocumentDrawer
        direction={direction}
        documentId={openDocument}
        canEdit={canEdit}
        version={documentVersion}
        onClose={() => setOpenDocument(null)}
        onEdit={setEditingDocument}
        onChanged={() => actionRef.current?.reload()}
      />
      <ReturnModal
        direction={direction}
        original={returning}
        onClose={() => setReturning(null)}
        onSaved={() => {
          setReturning(null);
          actionRef.current?.reload();
        }}
      />
      {editing ? (
        <TradeFormModal key={formKey} record={editing} {...formProps} />
      ) : (
        <DocumentFormModal key={formKey} {...formProps} />
      )}
      {editingDocument ? (
        <DocumentFormModal
          key={`document-${editingDocument.id}`}
          {...formProps}
          document={editingDocument}
          open
          // The document keeps its partner even if inactive since.
          partners={partners}
          onClose={() => setEditingDocument(null)}
          onSaved={() => {
            setEditingDocument(null);
            setDocumentVersion((v) => v + 1);
            actionRef.current?.reload();
          }}
        />
      ) : null}
      <BatchEditModal
        direction={direction}
        ids={selectedIds}
        open={batchOpen}
        onClose={() => setBatchOpen(false)}
        onSaved={afterBatch}
      />
    </>
  );
}
