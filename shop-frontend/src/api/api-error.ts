/**
 * @deprecated Import from `@petart/web-shared/api-error`. This re-export only serves files other changes are editing
 * at the same time (the public pages: landing, auth; checkout); it goes once they import the package (D-138).
 */
export * from '@petart/web-shared/api-error';
