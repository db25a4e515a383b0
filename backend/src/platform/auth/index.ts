/** Authentication building blocks for every module: guards, the current-user decorator, token signing. */
export * from './access-token';
export * from './access-token.strategy';
export * from './authenticated-user';
export * from './current-user.decorator';
export * from './guards';
export * from './platform-auth.module';
export * from './signed-in-users';
export * from './signed-in.decorator';
export * from './staff-only.decorator';
