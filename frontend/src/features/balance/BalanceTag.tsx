import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../utils/format';
import { BALANCE_COLOR, balanceDisplay } from './balanceDisplay';

export function BalanceTag({ balance }: { balance: number }) {
  const { t } = useTranslation('balance');
  const display = balanceDisplay(balance);
  return (
    <Tag color={BALANCE_COLOR[display.state]} style={{ marginInlineEnd: 0 }}>
      {t(`balanceState.${display.state}`, { amount: formatMoney(display.amount, 2) })}
    </Tag>
  );
}
