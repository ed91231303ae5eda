import { Card, Statistic, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OverviewFigures } from '../../../services/types';
import { formatMoney } from '../../../utils/format';

/** The second card: gross profit and the estimated value of the stock on hand. */
export function ProfitCard({
  figures,
  stockValue,
  loading,
}: {
  figures?: OverviewFigures;
  stockValue: number | null;
  loading: boolean;
}) {
  const { t } = useTranslation('overview');
  const profit = (figures?.total_sales_amount ?? 0) - (figures?.sold_goods_cost ?? 0);
  return (
    <Card title={t('profit.title')} loading={loading} style={{ height: '100%' }}>
      <Space direction="vertical" size={24}>
        <Statistic
          title={t('profit.grossProfit')}
          value={formatMoney(profit)}
          valueStyle={{ color: profit < 0 ? '#cf1322' : '#3f8600' }}
        />
        <Statistic
          title={t('profit.stockValue')}
          value={stockValue === null ? '—' : formatMoney(stockValue)}
        />
      </Space>
    </Card>
  );
}
