import { useState } from 'react';
import { ExportCard } from './ExportCard';
import { TABLE_CHOICES, TablesField, type Exporter } from './fields';

/** The exports whose only choice is which tables they hold; their card texts. */
const TEXTS = { 'base-info': 'baseInfo', orders: 'orders' } as const;

/**
 * Partners, products and prices (one of them or all three), or purchase orders, sales orders or both
 * (one row per line, with status and open quantities). All of them are chosen at first.
 */
export function TablesExport({ kind, exporter }: { kind: keyof typeof TEXTS; exporter: Exporter }) {
  const choices = TABLE_CHOICES[kind];
  const [tables, setTables] = useState(choices[choices.length - 1][0]);
  return (
    <ExportCard
      texts={TEXTS[kind]}
      running={exporter.running === kind}
      onExport={() => exporter.run(kind, { tables })}
      testId={`export-${kind}`}
    >
      <TablesField value={tables} onChange={setTables} choices={choices} />
    </ExportCard>
  );
}
