import { useTranslation } from 'react-i18next';
import { BusyScreen } from '../BusyScreen';

/** 'Verifying login status' while the stored session is checked. */
export function SessionLoading() {
  const { t } = useTranslation('shell');
  return <BusyScreen note={t('session.verifying')} />;
}
