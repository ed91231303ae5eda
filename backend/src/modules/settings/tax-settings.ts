import Decimal from 'decimal.js';

/** A tax rate in percent: 0 to 100, at most 2 decimals. */
export const TAX_RATE_RULE = {
  scale: 2,
  min: 0,
  max: 100,
  messages: {
    invalid: 'tax rate must be a number from 0 to 100 with at most 2 decimals',
    min: 'tax rate must be from 0 to 100',
  },
};

/** app_settings key of the company's tax settings (JSON; missing: rate 0, prices without tax). */
export const TAX_SETTINGS_KEY = 'tax';

/** The company's tax settings: the default rate of a line, and whether typed prices include the tax. */
export interface TaxSettings {
  /** Decimal text, 0–100, 2 decimals. */
  default_rate: string;
  prices_include_tax: boolean;
}

export const NO_TAX_SETTINGS: TaxSettings = { default_rate: '0', prices_include_tax: false };

/** The settings as stored (null: never saved). */
export function parseTaxSettings(value: string | null | undefined): TaxSettings {
  if (!value) return NO_TAX_SETTINGS;
  const parsed = JSON.parse(value) as Partial<TaxSettings>;
  return {
    default_rate: new Decimal(parsed.default_rate ?? 0).toFixed(2),
    prices_include_tax: parsed.prices_include_tax === true,
  };
}

export function formatTaxSettings(settings: TaxSettings): string {
  return JSON.stringify(settings);
}

/** The settings' value in SQL, for a read that needs it with other rows (one round trip on a write). */
export const TAX_SETTINGS_SQL = `(SELECT value FROM app_settings WHERE key = '${TAX_SETTINGS_KEY}')`;
