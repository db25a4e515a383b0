// The orders feature's public API (the Orders tab and the order page).
export { OrdersTab } from './components/orders-tab';
export { OrderPage } from './components/order-page';
