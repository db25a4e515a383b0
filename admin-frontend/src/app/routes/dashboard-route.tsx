import { DashboardPage } from '../../features/stats';

/** Lazy route module for the Dashboard (the stat cards and the charts). */
export function Component() {
  return <DashboardPage />;
}
