// The claims feature's public API: the queue page, the navigation's count, an order's claims, the
// dashboard's claims tiles.
export { ClaimsPage } from './components/claims-page';
export { ClaimsTabLabel } from './components/claims-tab-label';
export { OrderClaims } from './components/order-claims';
export { ReprintPage } from './components/reprint-page';
export { ClaimsStatsTile } from './components/claims-stats-tile';
