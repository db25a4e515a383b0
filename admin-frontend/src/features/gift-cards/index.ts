// The gift cards feature's public API: the list and one card's page.
export { GiftCardsPage } from './components/gift-cards-page';
export { GiftCardDetail } from './components/gift-card-detail';
