export { RenderNodePage as Component } from '../../features/lesson-player/components/render-node-page';
