// The stats feature's public API (the statistics above every tab).
export { StatsPanel } from './components/stats-panel';
