import { useState } from 'react';
import { ExportCard } from './ExportCard';
import { TablesField, type Exporter } from './fields';

/** Purchase orders, sales orders or both: one row per line, with status and open quantities. */
export function OrdersExport({ exporter }: { exporter: Exporter }) {
  const [tables, setTables] = useState('12');
  return (
    <ExportCard
      texts="orders"
      running={exporter.running === 'orders'}
      onExport={() => exporter.run('orders', { tables })}
      testId="export-orders"
    >
      <TablesField
        value={tables}
        onChange={setTables}
        choices={[
          ['1', 'purchaseOrders'],
          ['2', 'salesOrders'],
          ['12', 'both'],
        ]}
      />
    </ExportCard>
  );
}
