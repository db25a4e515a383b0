// The cart module's public entry: what other modules may use. Everything else in modules/cart is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { CartItemsRepository } from './cart-items.repository';
export { CartModule } from './cart.module';
export { CartService, type CartLine } from './cart.service';
