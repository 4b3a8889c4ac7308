export { LessonQuestionsPage as Component } from '../../features/lesson-player/components/lesson-questions-page';
