// The health feature's public API (the app bar's API health chip).
export { HealthChip } from './components/health-chip';
