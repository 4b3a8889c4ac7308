export { JobsPage as Component } from '../../features/dashboard/components/jobs-page';
