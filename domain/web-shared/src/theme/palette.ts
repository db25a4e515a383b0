/** The brand colours live in the domain, so the emails the backend sends use the same ones as the apps. */
export { brandColors } from '@petart/domain';
