export { StatsPage as Component } from '../../features/dashboard/components/stats-page';
