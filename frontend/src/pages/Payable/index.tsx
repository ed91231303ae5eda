import { BalancePage } from '../../features/balance/BalancePage';

/** /payable: what is owed to suppliers. */
export default function PayablePage() {
  return <BalancePage side="payable" />;
}
