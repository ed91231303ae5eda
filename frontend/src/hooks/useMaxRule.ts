import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A form rule for a text of at most `limit` characters, with the common message. */
export function useMaxRule() {
  const { t } = useTranslation('common');
  return useCallback((limit: number) => ({ max: limit, message: t('validation.max', { max: limit }) }), [t]);
}
