import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Empty, Row, Select, Spin, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../services/errors';
import { getMonthlyStockChange } from '../../../services/overview';
import type { MonthlyStockChange, Product } from '../../../services/types';

type Trend = 'up' | 'down' | 'none';

export const trendOf = (change: number): Trend => (change > 0 ? 'up' : change < 0 ? 'down' : 'none');

const TREND_STYLE: Record<Trend, { color: string; icon: JSX.Element }> = {
  up: { color: '#3f8600', icon: <ArrowUpOutlined /> },
  down: { color: '#cf1322', icon: <ArrowDownOutlined /> },
  none: { color: '#8c8c8c', icon: <MinusOutlined /> },
};

/** Month start stock, current stock and the monthly change of one product (the first by default). */
export function StockChangeCard({ products }: { products: Product[] }) {
  const { t } = useTranslation('overview');
  const [model, setModel] = useState<string>();
  const [data, setData] = useState<MonthlyStockChange | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!model && products.length > 0) setModel(products[0].product_model);
  }, [model, products]);

  useEffect(() => {
    if (!model) return;
    let active = true;
    setLoading(true);
    getMonthlyStockChange(model)
      .then((answer) => {
        if (!active) return;
        if (answer.success === false || !answer.data) {
          setData(null);
          setError(answer.message || answer.error || t('stockChange.failed'));
        } else {
          setData(answer.data);
          setError(null);
        }
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setData(null);
        setError((failure instanceof ApiError && failure.serverMessage) || t('stockChange.failed'));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [model, t]);

  const trend = trendOf(data?.monthly_change ?? 0);
  return (
    <Card title={t('stockChange.title')} style={{ height: '100%' }}>
      <Select
        showSearch
        value={model}
        onChange={setModel}
        style={{ width: '100%', marginBottom: 16 }}
        placeholder={t('stockChange.selectProduct')}
        options={products.map((product) => ({
          value: product.product_model,
          label: product.product_model,
        }))}
      />
      {products.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stockChange.noProducts')} />
      ) : error ? (
        <Alert type="error" showIcon message={t('stockChange.loadFailedTitle')} description={error} />
      ) : (
        <Spin spinning={loading}>
          <Row gutter={16}>
            <Col span={8}>
              <Statistic title={t('stockChange.monthStart')} value={data?.month_start_stock ?? 0} />
            </Col>
            <Col span={8}>
              <Statistic title={t('stockChange.current')} value={data?.current_stock ?? 0} />
            </Col>
            <Col span={8}>
              <Statistic
                title={t('stockChange.change')}
                value={Math.abs(data?.monthly_change ?? 0)}
                prefix={TREND_STYLE[trend].icon}
                valueStyle={{ color: TREND_STYLE[trend].color }}
              />
            </Col>
          </Row>
          <div style={{ marginTop: 12, color: TREND_STYLE[trend].color }}>
            {t(`stockChange.trend.${trend}`)}
          </div>
        </Spin>
      )}
    </Card>
  );
}
