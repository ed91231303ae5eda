import { OrdersPage } from '../../features/orders/OrdersPage';

/** /purchase-orders: what was ordered from suppliers, received in parts. */
export default function PurchaseOrdersPage() {
  return <OrdersPage kind="purchase" />;
}
