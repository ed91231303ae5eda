import { TradePage } from '../../features/trade/TradePage';

/** /inbound: purchases from suppliers. */
export default function InboundPage() {
  return <TradePage direction="inbound" />;
}
