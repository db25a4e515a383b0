// The orders feature's public API (the Orders tab).
export { OrdersTab } from './components/orders-tab';
