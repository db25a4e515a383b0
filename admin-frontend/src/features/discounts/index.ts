// The discounts feature's public API (issue 26): the Discounts page.
export { DiscountsPage } from './components/discounts-page';
