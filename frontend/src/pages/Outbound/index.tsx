import { TradePage } from '../../features/trade/TradePage';

/** /outbound: sales to customers. */
export default function OutboundPage() {
  return <TradePage direction="outbound" />;
}
