import { ExportOutlined, ImportOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Spin } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useProducts } from '../../hooks/useOptions';
import { useAccess } from '../../shell/access/useAccess';
import { FiguresCard } from './components/FiguresCard';
import { OutOfStockCard } from './components/OutOfStockCard';
import { ProfitCard } from './components/ProfitCard';
import { StockChangeCard } from './components/StockChangeCard';
import { useOverview } from './useOverview';

/** The chart library is large: it loads after the figures. */
const TopSalesChart = lazy(() => import('./components/TopSalesChart'));

export default function OverviewPage() {
  const { t } = useTranslation('overview');
  const navigate = useNavigate();
  const { canEdit } = useAccess();
  const overview = useOverview(canEdit);
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
      {overview.error ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          description={overview.error}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('topSales.title')} loading={overview.loading} style={{ height: '100%' }}>
            <Suspense
              fallback={
                <Flex justify="center" style={{ padding: 48 }}>
                  <Spin />
                </Flex>
              }
            >
              <TopSalesChart items={overview.topSales} />
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
      </Row>
    </>
  );
}
