import { WarningOutlined } from '@ant-design/icons';
import { Checkbox, InputNumber, Switch, Tooltip, Typography, type InputNumberProps } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LastPrice } from '../../services/trade';
import { formatMoney } from '../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../utils/money';
import type { PriceMode } from './priceMode';

/** Automatic (from the price list) or manual pricing: one switch, in the document lines and the edit form. */
export function PriceModeSwitch({
  mode,
  onChange,
  ariaLabel,
}: {
  mode: PriceMode;
  onChange(mode: PriceMode): void;
  ariaLabel: string;
}) {
  const { t } = useTranslation('trade');
  return (
    <Switch
      size="small"
      aria-label={ariaLabel}
      checked={mode === 'auto'}
      checkedChildren={t('document.auto')}
      unCheckedChildren={t('document.manual')}
      onChange={(auto) => onChange(auto ? 'auto' : 'manual')}
    />
  );
}

export interface UnitPriceInputProps {
  /** The price (null or undefined: none yet); `onChange` receives a typed price. */
  value?: number | null;
  onChange?(value: number | null): void;
  mode: PriceMode;
  ariaLabel: string;
  id?: string;
  /** Receives the focusable input (the document grid moves focus with it). */
  inputRef?: (element: { focus(): void } | null) => void;
  /** A product whose lookup found nothing (or a refusal named): the empty field is flagged, never 0. */
  missing?: boolean;
  /** The lookup's warning, as a key of the trade namespace. */
  warning?: string;
  /** The partner's last price for the product (null or undefined: none shown). */
  last?: LastPrice | null;
  /** "Save to the price list", offered for a typed price when given. */
  savePrice?: { checked: boolean; label: string; ariaLabel: string; onChange(checked: boolean): void };
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  status?: InputNumberProps['status'];
}

/**
 * The unit price control of every trade form: the price (arriving selected, so Enter accepts it and
 * typing replaces it), a warning when the lookup found no price, the partner's last price for the
 * product under it and, for a typed price, "save to the price list".
 */
export function UnitPriceInput(props: UnitPriceInputProps) {
  const { value, mode, missing, warning, last, savePrice } = props;
  const { t } = useTranslation('trade');
  const priced = value !== undefined && value !== null;
  const offerSave = !!savePrice && mode === 'manual' && priced;
  return (
    <div className="tb-price-block">
      <div className="tb-price-cell">
        <InputNumber<number>
          ref={props.inputRef}
          id={props.id}
          aria-label={props.ariaLabel}
          value={value ?? null}
          precision={UNIT_PRICE_DECIMALS}
          step={0.0001}
          prefix="¥"
          inputMode="decimal"
          status={missing ? 'error' : props.status}
          placeholder={missing ? t('document.noPricePlaceholder') : undefined}
          style={{ width: '100%' }}
          onFocus={(event) => event.target.select()}
          onChange={(next) => props.onChange?.(next)}
          onKeyDown={props.onKeyDown}
        />
        {warning ? (
          <Tooltip title={t(warning)}>
            <WarningOutlined className="tb-warning-icon" data-testid="line-price-warning" />
          </Tooltip>
        ) : null}
      </div>
      {last || offerSave ? (
        <div className="tb-price-extra">
          {last ? (
            <Typography.Text type="secondary" data-testid="line-last-price">
              {t('document.lastPrice', {
                price: formatMoney(last.unit_price, UNIT_PRICE_DECIMALS),
                date: last.date,
              })}
            </Typography.Text>
          ) : null}
          {offerSave ? (
            <Checkbox
              checked={savePrice.checked}
              aria-label={savePrice.ariaLabel}
              data-testid="line-save-price"
              onChange={(event) => savePrice.onChange(event.target.checked)}
            >
              {savePrice.label}
            </Checkbox>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
