import { useState } from 'react';
import { ExportCard } from './ExportCard';
import { TablesField, type Exporter } from './fields';

/** Partners, products and prices (one of them or all three). */
export function BaseInfoExport({ exporter }: { exporter: Exporter }) {
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
        choices={[
          ['1', 'partners'],
          ['2', 'products'],
          ['3', 'prices'],
          ['123', 'all'],
        ]}
      />
    </ExportCard>
  );
}
