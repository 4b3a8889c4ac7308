import type { MyClassesPage } from '@espace/contracts/classes';
import type { HomeScreenInput, RenderedScreen } from '@espace/contracts/server-rendering';
import type { Me } from '@espace/contracts/user';
import { lessonCardStatusChangesAt } from '@espace/domain/lessons/lesson-card-status';
import type { SupportedLocale } from '@espace/domain/locale';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, Outlet, type RouteObject, StaticRouterProvider } from 'react-router';
import { guardDecision } from '../app/guard/guard-decision';
import { homeRouteHandle, homeRouteTexts, signedInRouteHandle } from '../app/home-route-parts';
import { createQueryClient } from '../app/providers';
import { landsInTrainerSpace } from '../app/layout/spaces';
import { routeRequirements } from '../app/route-handle';
import { Component as HomeRoute } from '../app/routes/home-route';
import { Component as SignedInRoute } from '../app/routes/signed-in-route';
import { meQueryOptions } from '../features/auth/api/get-me';
import {
  filterOptionPaths,
  filterOptionsFrom,
  filterOptionsQueryOptions,
  filterOptionsStaleMs,
  type FilterKind,
} from '../features/home/api/get-filter-options';
import { myClassesPath, myClassesQueryOptions } from '../features/home/api/get-my-classes';
import { classFiltersFrom } from '../features/home/hooks/use-class-filters';
import { SiteFrame } from '../app/layout/site-footer';
import { renderScreen, serverI18n } from './render-screen';
import { paths } from '../lib/paths';

/** The root route's frame (root-route.tsx): Home has the site footer. */
function FramedOutlet() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** Home's branch of the app's route tree (routes.tsx), with the same handles. */
const homeBranch: RouteObject[] = [
  {
    id: 'root',
    Component: FramedOutlet,
    children: [
      { id: 'main', handle: signedInRouteHandle, Component: SignedInRoute, children: [{ index: true, handle: homeRouteHandle, Component: HomeRoute }] },
    ],
  },
];
const filterKinds: readonly FilterKind[] = ['competencies', 'programs'];

/**
 * Until when the Home rendered at `now` from `page` stays what a render would give with the same
 * answers: until a lesson's status changes with the clock (a window opening or closing, a time
 * limit running out), and no longer than the filter lists are trusted, which carry no validator.
 */
export function homeScreenFreshUntil(page: MyClassesPage, now: Date): number {
  let until = now.getTime() + filterOptionsStaleMs;
  for (const schoolClass of page.items) {
    const classPrograms = new Map(schoolClass.classPrograms.map((classProgram) => [classProgram.id, classProgram]));
    for (const lesson of schoolClass.lessons) {
      const classProgram = classPrograms.get(lesson.classProgramId);
      const course = classProgram?.program.courses.find((candidate) => candidate.id === lesson.courseId);
      const change =
        classProgram === undefined || course === undefined
          ? null
          : lessonCardStatusChangesAt({ ...lesson, programState: classProgram.program.state, courseState: course.state }, classProgram.openingBoundaries, now);
      if (change !== null) until = Math.min(until, change.getTime());
    }
  }
  return until;
}

/**
 * A signed-in learner's Home rendered on the server into `/`'s page: with the session as the
 * only thing a page request carries (a cookie, contracts/server-rendering), their classes paint
 * with the page rather than after the app's scripts and its calls, three round trips later
 * (docs/performance.md). The answers it shows go with it, so the app's first render is the same.
 * Null when the API refuses the session or the learner may not open Home: the app decides then.
 */
export async function renderHomeScreen({ context, locale, mobile, search, load }: HomeScreenInput): Promise<RenderedScreen | null> {
  // Read before the answers: what the clock decides is judged from no later than they were read.
  const now = new Date();
  const filters = classFiltersFrom(new URLSearchParams(search));
  const classesQuery = { ...filters, mobile };
  const [me, classes, ...options] = await Promise.all([
    load('users/me'),
    load(myClassesPath(classesQuery)),
    ...filterKinds.map((kind) => load(filterOptionPaths[kind])),
  ]);
  if (me.status !== 200 || classes.status !== 200) return null;
  const learner = me.body as Me;
  // A trainer's `/` leads to their space: the app redirects, nothing to paint first.
  if (landsInTrainerSpace(learner)) return null;
  const handler = createStaticHandler(homeBranch);
  const routing = await handler.query(new Request(new URL(`${paths.home.getHref()}${search}`, 'http://localhost')));
  if (routing instanceof Response) return null;
  // The route guard's decision, from the matched routes' handles as in the app.
  const { permission, routeSet } = routeRequirements(routing.matches.map(({ route }) => ({ handle: route.handle })));
  if (
    guardDecision({ hasToken: true, me: { status: 'success', domain: learner.domain }, permission, routeSet, signingInAgain: false, sessionEnded: null })
      .kind !== 'allow'
  )
    return null;

  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryOptions().queryKey, learner);
  queryClient.setQueryData(myClassesQueryOptions(classesQuery).queryKey, classes.body as MyClassesPage);
  filterKinds.forEach((kind, index) => {
    const answer = options[index];
    // A refused list hides its filter, as in the app.
    if (answer?.status === 200) queryClient.setQueryData(filterOptionsQueryOptions(kind).queryKey, filterOptionsFrom(kind, answer.body));
  });

  const router = createStaticRouter(handler.dataRoutes, routing);
  const screen = renderScreen({
    context,
    i18n: await serverI18n(context, locale as SupportedLocale, homeRouteTexts),
    queryClient,
    visitor: { mobile, signedIn: true },
    titleKey: 'routes.home',
    screen: <StaticRouterProvider router={router} context={routing} hydrate={false} />,
  });
  return { ...screen, data: { userId: learner.id, queries: dehydrate(queryClient) }, freshUntil: homeScreenFreshUntil(classes.body as MyClassesPage, now) };
}
