// The gift cards module's public entry: what other modules may use. Everything else in modules/gift-cards is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { GiftCardsModule } from './gift-cards.module';
export { GiftCardsService, type GiftCardQuote } from './gift-cards.service';
export { GIFT_CARD_REFUND_PREFIX } from './gift-cards.repository';
