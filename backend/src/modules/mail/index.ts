// The mail module's public entry: what other modules may use. Everything else in modules/mail is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { escapeHtml, renderActionEmail, type EmailBlock, type RenderedEmail } from './templates/layout';
export { passwordResetEmail } from './templates/password-reset.template';
export { verificationEmail } from './templates/verification.template';
