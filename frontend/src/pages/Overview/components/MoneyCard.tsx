import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OverviewStats } from '../../../services/types';
import { formatMoney } from '../../../utils/format';

/** Where the money is (every account's balance) and what this month earned after expenses. */
export function MoneyCard({ stats, loading }: { stats: OverviewStats | null; loading: boolean }) {
  const { t } = useTranslation('overview');
  const profit = stats?.month_net_profit ?? 0;
  return (
    <Card loading={loading}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} data-testid="overview-cash">
          <Link to="/accounts">
            <Statistic title={t('money.cashPosition')} value={formatMoney(stats?.cash_position ?? 0)} />
          </Link>
        </Col>
        <Col xs={24} sm={12} data-testid="overview-month-profit">
          <Link to="/profit-and-loss">
            <Statistic
              title={t('money.monthNetProfit')}
              value={formatMoney(profit)}
              valueStyle={{ color: profit < 0 ? '#cf1322' : '#3f8600' }}
            />
          </Link>
        </Col>
      </Row>
    </Card>
  );
}
