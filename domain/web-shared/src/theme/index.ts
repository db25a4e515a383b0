export { theme } from './theme';
export { brandColors } from './palette';
