/** DI token of the {@link AppConfig} object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
