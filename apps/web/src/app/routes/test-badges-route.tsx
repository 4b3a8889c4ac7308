export { TestBadgesPage as Component } from '../../features/dashboard/components/test-badges-page';
