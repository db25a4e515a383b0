// The stats feature's public API (the Dashboard page: stat cards and charts).
export { DashboardPage } from './components/dashboard-page';
export { StatsPanel } from './components/stats-panel';
