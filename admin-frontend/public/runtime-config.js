/* global window */
// Dev-only copy for `vite dev`. In local/production the backend serves /runtime-config.js itself.
window.__PETART_CONFIG__ = {
  apiBaseUrl: 'http://localhost:3000/api',
  adminUrl: 'http://localhost:3001',
  shopUrl: 'http://localhost:3000',
  supportEmail: 'support@petart.local',
  profile: 'dev',
};
