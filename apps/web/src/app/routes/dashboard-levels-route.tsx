export { LevelsPage as Component } from '../../features/dashboard/components/levels-page';
