import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { CompanyCard } from './components/CompanyCard';
import { PeriodLockCard } from './components/PeriodLockCard';
import { TaxCard } from './components/TaxCard';

const TABS = ['lock', 'company', 'tax'] as const;
type Tab = (typeof TABS)[number];

/** /settings (admins): the period lock, the company printouts show (?tab=company opens it) and the tax (?tab=tax). */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const [query, setQuery] = useSearchParams();
  const asked = query.get('tab');
  const active: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'lock';

  return (
    <>
      <PageHeader title={t('title')} />
      <Tabs
        activeKey={active}
        onChange={(key) => setQuery({ tab: key }, { replace: true })}
        items={[
          { key: 'lock', label: t('tabs.lock'), children: <PeriodLockCard /> },
          { key: 'company', label: t('tabs.company'), children: <CompanyCard /> },
          { key: 'tax', label: t('tabs.tax'), children: <TaxCard /> },
        ]}
      />
    </>
  );
}
