import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastMonthToToday } from '../ranges';
import { ExportCard } from './ExportCard';
import { RangeField, day, type Exporter, type Range } from './fields';

/** Receivables and payables: the records' range and the payments' range. */
export function BalancesExport({ exporter }: { exporter: Exporter }) {
  const { t } = useTranslation('report');
  const [records, setRecords] = useState<Range>(() => lastMonthToToday());
  const [payments, setPayments] = useState<Range>(() => lastMonthToToday());
  return (
    <ExportCard
      texts="balances"
      running={exporter.running === 'receivable-payable'}
      disabled={!records || !payments}
      onExport={() =>
        exporter.run('receivable-payable', {
          outboundFrom: day(records?.[0]),
          outboundTo: day(records?.[1]),
          paymentFrom: day(payments?.[0]),
          paymentTo: day(payments?.[1]),
        })
      }
    >
      <RangeField label={t('balances.recordRange')} value={records} onChange={setRecords} />
      <RangeField label={t('balances.paymentRange')} value={payments} onChange={setPayments} />
    </ExportCard>
  );
}
