import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCard } from './ExportCard';
import { TablesField, type Exporter } from './fields';

/** Partners, products and prices (one of them or all three). */
export function BaseInfoExport({ exporter }: { exporter: Exporter }) {
  const { t } = useTranslation('report');
  const [tables, setTables] = useState('123');
  return (
    <ExportCard
      texts="baseInfo"
      running={exporter.running === 'base-info'}
      onExport={() => exporter.run('base-info', { tables })}
      testId="export-base-info"
    >
      <TablesField
        value={tables}
        onChange={setTables}
        options={[
          { value: '1', label: t('tables.partners') },
          { value: '2', label: t('tables.products') },
          { value: '3', label: t('tables.prices') },
          { value: '123', label: t('tables.all') },
        ]}
      />
    </ExportCard>
  );
}
