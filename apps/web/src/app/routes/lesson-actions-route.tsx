export { LessonActionsPage as Component } from '../../features/lesson-player/components/lesson-actions-page';
