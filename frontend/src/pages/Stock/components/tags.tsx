import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdjustmentReason, MovementKind } from '../../../services/stock';
import { signed } from '../adjustmentForm';

export const REASON_COLOR: Record<AdjustmentReason, string> = {
  stocktake: 'blue',
  damage: 'red',
  loss: 'volcano',
  sample: 'purple',
  opening: 'green',
  other: 'default',
};

export const KIND_COLOR: Record<MovementKind, string> = {
  inbound: 'green',
  outbound: 'blue',
  inbound_return: 'orange',
  outbound_return: 'gold',
  adjustment: 'purple',
};

export function ReasonTag({ reason }: { reason: AdjustmentReason }) {
  const { t } = useTranslation('stock');
  return <Tag color={REASON_COLOR[reason]}>{t(`adjustment.reasons.${reason}`)}</Tag>;
}

export function KindTag({ kind }: { kind: MovementKind }) {
  const { t } = useTranslation('stock');
  return <Tag color={KIND_COLOR[kind]}>{t(`movements.kinds.${kind}`)}</Tag>;
}

/** A signed quantity: green when goods come in, red when they go out. */
export function QuantityChange({ value }: { value: number }) {
  return (
    <Typography.Text type={value > 0 ? 'success' : value < 0 ? 'danger' : undefined} className="tb-nowrap">
      {signed(value)}
    </Typography.Text>
  );
}
