import { ExportOutlined, ImportOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Flex, Row, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useIdleAfter } from '../../hooks/useIdleAfter';
import { useProducts } from '../../hooks/useOptions';
import { useAccess } from '../../shell/access/useAccess';
import { DATE_FORMAT } from '../../utils/format';
import { FiguresCard } from './components/FiguresCard';
import { FirstSteps } from './components/FirstSteps';
import { OpenOrdersCard } from './components/OpenOrdersCard';
import { OutOfStockCard } from './components/OutOfStockCard';
import { MoneyCard } from './components/MoneyCard';
import { ProfitCard } from './components/ProfitCard';
import { ReorderCard } from './components/ReorderCard';
import { StockChangeCard } from './components/StockChangeCard';
import { useOverview } from './useOverview';

/** The chart library is large: it loads once the figures are on screen and the browser is idle. */
const TopSalesChart = lazy(() => import('./components/TopSalesChart'));

const chartPending = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin />
  </Flex>
);

export default function OverviewPage() {
  const { t } = useTranslation('overview');
  const navigate = useNavigate();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const query = useMemo(
    () => (range ? { start_date: range[0].format(DATE_FORMAT), end_date: range[1].format(DATE_FORMAT) } : {}),
    [range],
  );
  const { canEdit } = useAccess();
  const overview = useOverview(query, canEdit);
  const chartShown = useIdleAfter(!overview.loading);
  const today = dayjs();
  const presets = [
    { label: t('range.thisMonth'), value: [today.startOf('month'), today] as [Dayjs, Dayjs] },
    {
      label: t('range.lastMonth'),
      value: [
        today.subtract(1, 'month').startOf('month'),
        today.subtract(1, 'month').endOf('month').startOf('day'),
      ] as [Dayjs, Dayjs],
    },
    { label: t('range.thisYear'), value: [today.startOf('year'), today] as [Dayjs, Dayjs] },
  ];
  const { products } = useProducts();
  const figures = overview.stats?.overview;
  const outOfStock = (overview.stats?.out_of_stock_products ?? []).map((item) => item.product_model);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <>
            <Button
              type="primary"
              icon={<ImportOutlined />}
              onClick={() => navigate('/inbound', { state: { action: 'add' } })}
            >
              {t('quickInbound')}
            </Button>
            <Button
              icon={<ExportOutlined />}
              onClick={() => navigate('/outbound', { state: { action: 'add' } })}
            >
              {t('quickOutbound')}
            </Button>
            <Button icon={<ReloadOutlined />} loading={overview.refreshing} onClick={overview.refresh}>
              {t('refresh')}
            </Button>
          </>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8} align="center">
          <Typography.Text strong>
            <label htmlFor="overview-range">{t('range.label')}</label>
          </Typography.Text>
          <DatePicker.RangePicker
            id="overview-range"
            value={range}
            format={DATE_FORMAT}
            presets={presets}
            allowClear
            placeholder={[t('range.start'), t('range.end')]}
            onChange={(value) => setRange(value && value[0] && value[1] ? [value[0], value[1]] : null)}
            style={{ maxWidth: '100%' }}
          />
          <Typography.Text type="secondary" data-testid="overview-range-note">
            {range ? t('range.note') : t('range.allTime')}
          </Typography.Text>
        </Flex>
      </Card>
      {overview.error ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          description={overview.error}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <FirstSteps />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <MoneyCard stats={overview.stats} loading={overview.loading} />
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('topSales.title')} loading={overview.loading} style={{ height: '100%' }}>
            <Suspense fallback={chartPending}>
              {chartShown ? <TopSalesChart items={overview.topSales} /> : chartPending}
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <FiguresCard figures={figures} loading={overview.loading} />
        </Col>
        <Col xs={24} lg={8}>
          <ProfitCard figures={figures} stockValue={overview.stockValue} loading={overview.loading} />
        </Col>
        <Col xs={24} lg={8}>
          <OutOfStockCard models={outOfStock} loading={overview.loading} />
        </Col>
        <Col xs={24} lg={8}>
          <StockChangeCard products={products} />
        </Col>
        <Col xs={24}>
          <OpenOrdersCard />
        </Col>
        <Col xs={24}>
          <ReorderCard items={overview.stats?.reorder_products ?? []} loading={overview.loading} />
        </Col>
      </Row>
    </>
  );
}
