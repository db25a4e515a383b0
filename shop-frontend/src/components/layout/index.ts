export { BrandLogo } from './brand-logo';
export { SiteFooter } from './site-footer';
export { SiteHeader, type SiteHeaderProps } from './site-header';
