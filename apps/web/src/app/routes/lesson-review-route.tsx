export { PageReviewPage as Component } from '../../features/lesson-player/components/page-review-page';
