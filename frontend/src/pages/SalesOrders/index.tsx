import { OrdersPage } from '../../features/orders/OrdersPage';

/** /sales-orders: what customers ordered, delivered in parts. */
export default function SalesOrdersPage() {
  return <OrdersPage kind="sales" />;
}
