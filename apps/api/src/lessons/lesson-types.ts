import type { ContentState } from '@espace/domain/content/content-states';
import type { CourseTypeSettings } from '@espace/domain/content/course-type';
import type { FeedbackKind } from '@espace/domain/exercises/feedback-kinds';
import type { InteractiveQuestion, ProgramLessonRef } from '@espace/domain/lessons/end-of-lesson';
import type { LessonState, PageState, ProgramCourseSettings } from '@espace/domain/lessons/lesson-state';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { ExtraTime } from '@espace/domain/lessons/time-accommodation';
import type { DateWindow } from '@espace/domain/opening-window';

export interface Score {
  actual: number;
  max: number;
}

type InteractiveAction = InteractiveQuestion;

export interface LessonActions {
  interactive: InteractiveAction[];
  unlockedLessons: { id: string; title: string }[];
  chosen?: { actionIdx: number; choiceIdx: number }[];
}

/** `courses.settings` as the engine reads it. */
export interface CourseSettings {
  certifying?: boolean;
  interactiveActions?: InteractiveAction[];
}

/** A learner's lesson with what playing it needs from its course, class program and course type. */
export interface LearnerLesson {
  id: string;
  classId: string;
  userId: string;
  courseId: string;
  courseTitle: string;
  /** The course's category: its job (docs/dashboard.md). */
  courseCategoryId: string;
  /** The course category's icon, a name of the icon sets (docs/product/data-model.md#icon-sets). */
  courseIcon: string | null;
  programId: string;
  /** Closed content is played by nobody (openToLearner). */
  programState: ContentState;
  courseState: ContentState;
  classProgramId: string;
  programCourseId: string;
  currentNodeId: string | null;
  enabledSectionIds: string[];
  startedAt: Date | null;
  endedAt: Date | null;
  /** The lesson's time limit as this learner has it: `extraTime` already applied. */
  timeLimit: number | null;
  /** The learner's time accommodation in the lesson's class (docs/accessibility.md); page limits take it too. */
  extraTime: ExtraTime | null;
  state: LessonState;
  progress: PageProgress | null;
  certificationRef: string | null;
  isEndOfProgram: boolean;
  scoring: { global: Score };
  actions: LessonActions;
  classWindow: DateWindow;
  programWindow: DateWindow;
  courseSettings: CourseSettings;
  courseType: CourseTypeSettings;
  programCourseSettings: ProgramCourseSettings;
  /** The language the course is written in (BCP 47), else the tenant's first language. */
  courseLanguage: string;
}

/** A lesson of one learner in one class program, with its place in the program (what a lesson's end reads of it, `ProgramLessonRef`), its class and its course. */
export interface ProgramLesson extends ProgramLessonRef {
  classId: string;
}

export interface PageResultsRecord {
  answerRatios: Record<string, number>;
  kind: FeedbackKind | null;
  feedbacks: string[];
  hints: { messages: string[]; remaining: number; nextMalus: number };
  scoring: Score;
  corrections: Record<string, unknown>;
}

export interface PageSheet {
  datasetComputed?: Record<string, string | number>;
  /** Scaled score in [0, 1] reported by a tincan activity (custom-tincan-score). */
  tincanScaled?: number;
}

export interface LessonPageRecord {
  id: string;
  lessonId: string;
  nodeId: string;
  blockId: string;
  position: number;
  state: PageState;
  progress: PageProgress;
  inputs: { answers: Record<string, unknown> } | null;
  results: PageResultsRecord | null;
  hintsUsed: number;
  sheet: PageSheet;
  timeLimit: number | null;
  startedAt: Date;
  answeredAt: Date | null;
  submissionKey: string | null;
}

/** A time credit of the ping buffer, for one lesson or page of one tenant. */
export interface TimeCredit {
  tenantId: string;
  id: string;
  seconds: number;
}
