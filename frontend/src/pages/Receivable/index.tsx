import { BalancePage } from '../../features/balance/BalancePage';

/** /receivable: what customers owe. */
export default function ReceivablePage() {
  return <BalancePage side="receivable" />;
}
