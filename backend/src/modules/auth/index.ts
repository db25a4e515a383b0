// The auth module's public entry: what other modules may use. Everything else in modules/auth is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { AuthModule } from './auth.module';
export { StaffAccountActions } from './staff-account-actions.service';
export { PasswordHasher } from './password-hasher';
export { RefreshTokensService } from './refresh-tokens.service';
export { hashToken, newSecretToken } from './secret-token';
