/**
 * @deprecated Import from `@petart/web-shared/client-error-reporter`. This re-export only serves `app/start.tsx`,
 * which another change is rewriting at the same time; it goes once start.tsx imports the package (D-138).
 */
export * from '@petart/web-shared/client-error-reporter';
