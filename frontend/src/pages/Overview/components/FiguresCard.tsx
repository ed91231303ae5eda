import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OverviewFigures } from '../../../services/types';
import { formatMoney, formatPercent } from '../../../utils/format';
import { profitMargin } from '../../../utils/money';

/** Total sales, cost of goods sold, profit margin % and total purchase. */
export function FiguresCard({ figures, loading }: { figures?: OverviewFigures; loading: boolean }) {
  const { t } = useTranslation('overview');
  const sales = figures?.total_sales_amount ?? 0;
  const cost = figures?.sold_goods_cost ?? 0;
  const items = [
    { key: 'sales', title: t('figures.totalSales'), value: formatMoney(sales) },
    { key: 'cost', title: t('figures.soldGoodsCost'), value: formatMoney(cost) },
    { key: 'margin', title: t('figures.profitMargin'), value: formatPercent(profitMargin(sales, cost)) },
    {
      key: 'purchase',
      title: t('figures.totalPurchase'),
      value: formatMoney(figures?.total_purchase_amount ?? 0),
    },
  ];
  return (
    <Card title={t('figures.title')} loading={loading} style={{ height: '100%' }}>
      <Row gutter={[16, 24]}>
        {items.map((item) => (
          <Col key={item.key} xs={24} sm={12} data-testid={`overview-${item.key}`}>
            <Statistic title={item.title} value={item.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
