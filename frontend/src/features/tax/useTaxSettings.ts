import { useRemote } from '../../hooks/useRemote';
import { getTaxSettings, type TaxSettings } from '../../services/settings';

/** Until the settings are read (or when they cannot be): no tax, as before tax existed. */
export const NO_TAX_SETTINGS: TaxSettings = { default_rate: 0, prices_include_tax: false };

/** The company's tax settings, read quietly and again when an admin changes them. */
export function useTaxSettings(): TaxSettings {
  const { data } = useRemote<TaxSettings>(
    () => getTaxSettings({ quiet: true }).catch(() => NO_TAX_SETTINGS),
    NO_TAX_SETTINGS,
    [],
    ['settings'],
  );
  return data;
}
