/**
 * @deprecated Import from `@petart/web-shared/errors/startup-error`. This re-export only serves `app/start.tsx`,
 * which another change is rewriting at the same time; it goes once start.tsx imports the package (issue 20, item 4).
 */
export * from '@petart/web-shared/errors/startup-error';
