/**
 * Test-support entry of @petart/domain (`@petart/domain/testing`): contract suites that every adapter of a port must
 * pass, plus reference adapters for unit tests. Not exported from the main entry so production bundles skip it.
 */
export * from './contract-harness';
export * from './clock.contract';
export * from './object-storage.contract';
export * from './mailer.contract';
export * from './mockup-renderer.contract';
