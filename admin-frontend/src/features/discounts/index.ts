// The discounts feature's public API: the Discounts page.
export { DiscountsPage } from './components/discounts-page';
