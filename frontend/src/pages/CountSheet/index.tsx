import { ArrowLeftOutlined, CheckOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, App, Button, DatePicker, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useRemote } from '../../hooks/useRemote';
import { messageOr } from '../../services/errors';
import { getCountSheet, postCount, type CountSheetRow } from '../../services/stocktake';
import { useAccess } from '../../shell/access/useAccess';
import { DATE_FORMAT, today } from '../../utils/format';
import { CountSheetTable } from './components/CountSheetTable';
import { countInput, filterRows, summarize, type Counts } from './countSheet';
import './countSheet.css';

/**
 * /count-sheet: a stocktake of many products at once. The sheet lists every product with its stock at
 * the end of the count date and prints on A4 with a blank counted column; an editor enters the counted
 * quantities and posts them as one stocktake (one adjustment per product whose count differs, all or
 * nothing).
 */
export default function CountSheetPage() {
  const { t } = useTranslation('countSheet');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { canEdit } = useAccess();
  const [date, setDate] = useState(today());
  const [search, setSearch] = useState('');
  const [counts, setCounts] = useState<Counts>({});
  const [posting, setPosting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sheet = useRemote<CountSheetRow[]>(() => getCountSheet(date), [], [date]);

  const rows = useMemo(() => filterRows(sheet.data, search), [sheet.data, search]);
  const summary = useMemo(() => summarize(sheet.data, counts), [sheet.data, counts]);

  const setCount = (model: string, counted: number | undefined) => {
    setRefusal(null);
    setCounts((current) => ({ ...current, [model]: counted }));
  };

  const post = async () => {
    setPosting(true);
    setRefusal(null);
    try {
      const result = await postCount(countInput(sheet.data, counts, date));
      message.success(t('posted', { created: result.created.length, unchanged: result.unchanged }));
      setCounts({});
      await sheet.reload();
    } catch (error) {
      setRefusal(messageOr(error, t('postFailed')));
    } finally {
      setPosting(false);
    }
  };

  const confirmPost = () =>
    modal.confirm({
      title: t('confirm.title', { date }),
      content: t('confirm.content', { counted: summary.counted, differing: summary.differing, date }),
      okText: t('confirm.ok'),
      cancelText: t('common:actions.cancel'),
      onOk: post,
    });

  return (
    <>
      <div className="tb-no-print">
        <PageHeader
          title={t('title')}
          subtitle={t('subtitle')}
          extra={
            <>
              <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/stock')}>
                {t('back')}
              </Button>
              <DatePicker
                allowClear={false}
                format={DATE_FORMAT}
                value={dayjs(date)}
                onChange={(value: Dayjs | null) => value && setDate(value.format(DATE_FORMAT))}
                aria-label={t('date')}
                data-testid="count-sheet-date"
              />
              <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={sheet.loading}>
                {t('print')}
              </Button>
              {canEdit ? (
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  disabled={summary.counted === 0}
                  loading={posting}
                  onClick={confirmPost}
                  data-testid="count-sheet-post"
                >
                  {t('post')}
                </Button>
              ) : null}
            </>
          }
        />
        <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            placeholder={t('search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 320 }}
          />
          <Typography.Text type="secondary" data-testid="count-sheet-summary">
            {t('summary', {
              counted: summary.counted,
              total: sheet.data.length,
              differing: summary.differing,
            })}
          </Typography.Text>
        </Flex>
        {refusal ? (
          <Alert
            type="error"
            showIcon
            message={t('refused')}
            description={refusal}
            style={{ marginBottom: 12 }}
            data-testid="count-sheet-refusal"
          />
        ) : null}
        {sheet.error ? (
          <Alert
            type="error"
            showIcon
            message={messageOr(sheet.error, t('loadFailed'))}
            style={{ marginBottom: 12 }}
          />
        ) : null}
      </div>
      <div className="tb-count-print-only">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('printTitle', { date })}
        </Typography.Title>
      </div>
      {sheet.loading && sheet.data.length === 0 ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description={sheet.data.length === 0 ? t('noProducts') : t('noMatch')} />
      ) : (
        <CountSheetTable rows={rows} counts={counts} onCount={canEdit ? setCount : undefined} />
      )}
      <div className="tb-count-print-only tb-count-sign" style={{ display: 'none' }}>
        <span>{t('countedBy')} ____________________</span>
        <span>{t('checkedBy')} ____________________</span>
        <span>{t('signedDate')} ______________</span>
      </div>
    </>
  );
}
