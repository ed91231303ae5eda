import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnalysisFigures } from '../../../services/types';
import { formatMoney, formatPercent } from '../../../utils/format';

/** Sales amount, cost amount, profit amount and profit rate. */
export function KeyFigures({ figures, loading }: { figures: AnalysisFigures | null; loading: boolean }) {
  const { t } = useTranslation('analysis');
  const profit = figures?.profit_amount ?? 0;
  const items = [
    { key: 'sales', title: t('figures.sales'), value: formatMoney(figures?.sales_amount ?? 0) },
    { key: 'cost', title: t('figures.cost'), value: formatMoney(figures?.cost_amount ?? 0) },
    {
      key: 'profit',
      title: t('figures.profit'),
      value: formatMoney(profit),
      color: profit < 0 ? '#cf1322' : '#3f8600',
    },
    { key: 'rate', title: t('figures.rate'), value: formatPercent(figures?.profit_rate ?? 0) },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map((item) => (
        <Col key={item.key} xs={24} sm={12} xl={6} data-testid={`analysis-${item.key}`}>
          <Card loading={loading}>
            <Statistic
              title={item.title}
              value={item.value}
              valueStyle={item.color ? { color: item.color } : undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
