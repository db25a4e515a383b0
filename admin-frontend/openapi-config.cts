import type { ConfigFile } from '@rtk-query/codegen-openapi';

/**
 * The admin app only generates the endpoints it calls (an allow-list): the customer's calls (checkout, payments,
 * the create journey) would otherwise ship in the admin bundle as endpoints injected at start-up. Add operationIds
 * here as the admin screens start using them.
 */
const ADMIN_ENDPOINTS = new Set([
  'getHealth',
  'login',
  'logout',
  'getMe',
  'getAdminStatistics',
  'getAdminOrders',
  'getAdminOrder',
  'getAdminOrderLineItems',
  'getAdminUsers',
  'getAdminUser',
  'getAdminSessions',
  // Privacy requests: data exports and account deletions
  'listAdminPrivacyRequests',
  'syncOrderStatuses',
  'syncSelectedOrders',
  'cancelOrder',
  'resubmitOrder',
  // Customer page actions
  'adminResendVerification',
  'adminSendPasswordReset',
  'adminMakeAdministrator',
  'adminRemoveAdministrator',
  'adminDisableAccount',
  'adminEnableAccount',
  // The order page
  'getAdminOrderTimeline',
  'addOrderNote',
  'resendOrderEmail',
  'resendGiftEmail',
  'refundOrder',
  'sendOrderToProduction',
  'changeOrderShippingAddress',
  'redrawOrderProof',
  // Reviews: the moderation list and its actions
  'listAdminReviews',
  'approveReview',
  'hideReview',
  'replyToReview',
  // Claims: the queue, the claim on the order page, the staff decisions, the dashboard tile
  'listAdminClaims',
  'getAdminClaim',
  'askClaimCustomer',
  'declineClaim',
  'approveClaimRefund',
  'approveClaimReprint',
  'getAdminClaimStats',
  // A claim's reprint, opened like an order
  'getAdminReprintTimeline',
  // Discount codes: the Discounts page
  'listAdminDiscounts',
  'createAdminDiscount',
  'deactivateAdminDiscount',
  'listAdminGiftCards',
  'getAdminGiftCard',
  'disableAdminGiftCard',
  // Dev tab (error logs, analysis, variant verifier, adapters, jobs, test email, test error)
  'listErrorLogs',
  'countErrorLogs',
  'resolveErrorLog',
  'resolveErrorLogs',
  'deleteErrorLog',
  'deleteErrorLogs',
  'deleteAllErrorLogs',
  'analyzeError',
  'analyzeBulkErrors',
  'verifyVariantsDetailed',
  'sendTestEmail',
  'getAdapterStatus',
  'listJobs',
  'retryJob',
  'triggerTestError',
]);

/**
 * RTK Query codegen: docs/api/openapi.json (written by the backend) -> src/api/generated.ts.
 */
const config: ConfigFile = {
  schemaFile: '../docs/api/openapi.json',
  apiFile: './src/api/empty-api.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/generated.ts',
  exportName: 'generatedApi',
  hooks: true,
  // Tags and invalidation are declared in src/api/enhanced-api.ts (enhanceEndpoints), not derived from OpenAPI tags.
  tag: false,
  filterEndpoints: (operationName) => ADMIN_ENDPOINTS.has(operationName),
  // The variant check is a GET, but staff start it with a button and each run must call Printify again: a mutation
  // (no cache, no refetch on focus), as the panel has always used it.
  endpointOverrides: [{ pattern: 'verifyVariantsDetailed', type: 'mutation' }],
};

export default config;
