import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Line numbers as a person reads them in the app's language: "2, 4, and 5", "2、4和5". */
export function lineList(lines: number[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(lines.map(String));
}

/**
 * A unit price of 0 is allowed, but only on purpose: before saving lines at 0 the user is asked.
 * `confirm(lines)` resolves true when the user confirms (or no line is at 0), false when they go back
 * to the form; `lines` are the 1-based lines at 0, or null for the single-record form.
 */
export function useZeroPriceConfirm() {
  const { t, i18n } = useTranslation('trade');
  const { modal } = App.useApp();
  return useCallback(
    async (lines: number[] | null): Promise<boolean> => {
      if (lines !== null && lines.length === 0) return true;
      const confirmed = await modal.confirm({
        title: t('zeroPrice.title'),
        content: (
          <span data-testid="zero-price-message">
            {lines === null
              ? t('zeroPrice.record')
              : t(lines.length === 1 ? 'zeroPrice.linesOne' : 'zeroPrice.linesMany', {
                  lines: lineList(lines, i18n.language),
                })}
          </span>
        ),
        okText: t('zeroPrice.ok'),
        cancelText: t('common:actions.cancel'),
        width: 480,
      });
      return confirmed === true;
    },
    [modal, t, i18n.language],
  );
}
