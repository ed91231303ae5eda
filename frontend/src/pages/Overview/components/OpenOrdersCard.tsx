import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRemote } from '../../../hooks/useRemote';
import { openOrders, type OpenOrdersFigures, type OrderKind } from '../../../services/orders';
import { formatTotal } from '../../../utils/format';

const EMPTY: OpenOrdersFigures = { count: 0, value: 0, overdue_count: 0, overdue_value: 0 };

/** Orders still expected of each kind: how many and their open value, and those past their delivery date. */
export function OpenOrdersCard() {
  const { t } = useTranslation('overview');
  const { data, loading, error } = useRemote(
    openOrders,
    { sales: EMPTY, purchase: EMPTY },
    [],
    ['order', 'document'],
  );
  const side = (kind: OrderKind) => {
    const figures = data[kind];
    return (
      <Col xs={24} md={12} key={kind}>
        <Typography.Title level={5}>
          <Link to={kind === 'sales' ? '/sales-orders' : '/purchase-orders'}>{t(`openOrders.${kind}`)}</Link>
        </Typography.Title>
        <Row gutter={16}>
          <Col span={12}>
            <Statistic
              title={t('openOrders.count')}
              value={figures.count}
              data-testid={`open-orders-${kind}-count`}
            />
          </Col>
          <Col span={12}>
            <Statistic title={t('openOrders.value')} value={formatTotal(figures.value)} />
          </Col>
          <Col span={12}>
            <Statistic
              title={t('openOrders.overdueCount')}
              value={figures.overdue_count}
              valueStyle={figures.overdue_count > 0 ? { color: '#cf1322' } : undefined}
            />
          </Col>
          <Col span={12}>
            <Statistic title={t('openOrders.overdueValue')} value={formatTotal(figures.overdue_value)} />
          </Col>
        </Row>
      </Col>
    );
  };
  return (
    <Card title={t('openOrders.title')} loading={loading} data-testid="open-orders-card">
      {error ? (
        <Typography.Text type="danger">{t('openOrders.loadFailed')}</Typography.Text>
      ) : (
        <Row gutter={[24, 16]}>{(['sales', 'purchase'] as OrderKind[]).map(side)}</Row>
      )}
    </Card>
  );
}
