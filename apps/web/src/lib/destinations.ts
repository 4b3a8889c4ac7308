import { paths } from './paths';

/**
 * The screens a "back" link or a navigation entry leads to, each with its name and its back label,
 * declared once: a link says where it goes by the name the header gives that screen
 * (docs/product/screens-and-routes.md#ways-back), so « Tableau de bord » is only ever the dashboard.
 */
export const destinations = {
  /** Home, the learner's courses. */
  home: { href: paths.home.getHref(), nameKey: 'layout.myCourses', backKey: 'layout.backTo.home' },
  /** The learner's dashboard (levels, jobs, statistics…). */
  dashboard: { href: paths.dashboard.root.getHref(), nameKey: 'layout.dashboard', backKey: 'layout.backTo.dashboard' },
  /** The trainer space's first screen. */
  trainerHome: { href: paths.trainer.classes.getHref(), nameKey: 'layout.myClasses', backKey: 'layout.backTo.trainerHome' },
} as const;

export type Destination = keyof typeof destinations;
