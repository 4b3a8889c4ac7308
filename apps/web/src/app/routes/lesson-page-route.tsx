export { LessonPlayerPage as Component } from '../../features/lesson-player/components/lesson-player-page';
