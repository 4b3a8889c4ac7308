export { ForbiddenPage as Component } from '../../features/errors/components/forbidden-page';
