import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lessonContentBundles } from '../components/lesson-content/lesson-content-bundles';
import { scoreBundles } from '../components/score/score-bundles';
import { viewerBundles } from '../components/viewers/viewer-bundles';
import { accessibilityBundles } from '../features/accessibility/accessibility-bundles';
import { accountBundles } from '../features/account/account-bundles';
import { adminBundles } from '../features/admin/admin-bundles';
import { certificatesBundles } from '../features/certificates/certificates-bundles';
import { correctionBundles } from '../features/correction/correction-bundles';
import { dashboardBundles } from '../features/dashboard/dashboard-bundles';
import { lessonPlayerBundles } from '../features/lesson-player/lesson-player-bundles';
import { messagesBundles } from '../features/messages/messages-bundles';
import { previewBundles } from '../features/preview/preview-bundles';
import { trainerBundles } from '../features/trainer/trainer-bundles';
import { dueDatesBundles } from '../components/due-dates/due-dates-bundles';
import { withChunkLoading } from '../lib/chunk-loading/route-chunks';
import { paths } from '../lib/paths';
import { AdminIndex } from './guard/admin-only';
import { homeRouteHandle, homeRouteTexts, signedInRouteHandle } from './home-route-parts';
import type { RouteHandle } from './route-handle';
import { PageLoading, RootRoute } from './root-route';
import { RootScreenError, ScreenError } from './screen-error';
import { NotFoundRedirect } from './not-found-redirect';
import { withTexts } from './route-texts';
import { credentialRoute, dashboardRoute, evaluationRoute, verifyRoute } from './routes/dashboard-routes';

const handle = (value: RouteHandle) => value;
// Loaded on a failure only; one that does not load reaches the root's error element, which tells it.
const EmbeddedScreenError = lazy(async () => ({ default: (await import('./embedded-screen-error')).EmbeddedScreenError }));
// Both correction addresses: one module, loaded once.
const correctionRoute = withTexts(() => import('./routes/correction-route'), correctionBundles, lessonContentBundles, viewerBundles);

/**
 * Every screen is its own lazy chunk, so /login downloads neither the
 * dashboard nor the signed-in layout. Route modules export `Component`;
 * withChunkLoading adds the time-out and ChunkLoadError (docs/product/api-calls.md#bundle-loading) to every one.
 */
export const appRoutes: RouteObject[] = withChunkLoading([
  {
    id: 'root',
    element: <RootRoute />,
    // A chunk that does not load (docs/product/errors.md#chunk-load-failures) offers a reload instead of a blank screen.
    errorElement: <RootScreenError />,
    HydrateFallback: PageLoading,
    children: [
      { path: paths.login.path, handle: handle({ titleKey: 'routes.login' }), lazy: () => import('./routes/login-route') },
      { path: paths.forbidden.path, handle: handle({ titleKey: 'routes.forbidden' }), lazy: () => import('./routes/forbidden-route') },
      { path: paths.notFound.path, handle: handle({ titleKey: 'routes.notFound' }), lazy: () => import('./routes/not-found-route') },
      // Public: a reset link opens without a session (and a /reset/ path skips the session reload, docs/product/screens-and-routes.md#password-reset).
      { path: paths.reset.path, handle: handle({ titleKey: 'routes.reset', rememberable: false }), lazy: () => import('./routes/reset-route') },
      // Public: an invitation's one-time link (docs/administration.md#inviting-by-e-mail), its token in the fragment.
      { path: paths.welcome.path, handle: handle({ titleKey: 'routes.welcome', rememberable: false }), lazy: () => import('./routes/welcome-route') },
      // Public: a link mailed to prove an address works signed in or not.
      {
        path: paths.confirmEmail.path,
        handle: handle({ titleKey: 'routes.confirmEmail', rememberable: false }),
        lazy: () => import('./routes/confirm-email-route'),
      },
      // Public: the link mailed to an address an account gave up takes it back (its token in the fragment).
      {
        path: paths.undoEmailChange.path,
        handle: handle({ titleKey: 'routes.undoEmailChange', rememberable: false }),
        lazy: () => import('./routes/undo-email-change-route'),
      },
      // Public: a mail's unsubscribe link (docs/security.md#unsubscribe-links), its token in the fragment.
      {
        path: paths.unsubscribe.path,
        handle: handle({ titleKey: 'routes.unsubscribe', rememberable: false }),
        lazy: withTexts(() => import('./routes/unsubscribe-route'), accountBundles),
      },
      // Public: the retention mail's « keep my account » (docs/privacy.md#retention), its token in the fragment.
      {
        path: paths.keepAccount.path,
        handle: handle({ titleKey: 'routes.keepAccount', rememberable: false }),
        lazy: withTexts(() => import('./routes/keep-account-route'), accountBundles),
      },
      // Public: the accessibility statement, linked from the site footer (docs/accessibility.md).
      {
        path: paths.accessibility.path,
        handle: handle({ titleKey: 'routes.accessibility', rememberable: false }),
        lazy: withTexts(() => import('./routes/accessibility-route'), accessibilityBundles),
      },
      {
        path: paths.legal.mentions.path,
        handle: handle({ titleKey: 'routes.legalMentions', rememberable: false }),
        lazy: () => import('./routes/legal-mentions-route'),
      },
      {
        path: paths.legal.dataProtection.path,
        handle: handle({ titleKey: 'routes.legalDataProtection', rememberable: false }),
        lazy: () => import('./routes/legal-data-protection-route'),
      },
      // Public on purpose: static pictures only, no learner data; a developer and design check page (docs/browsers.md).
      {
        path: paths.testBadges.path,
        handle: handle({ titleKey: 'routes.testBadges', rememberable: false }),
        lazy: withTexts(() => import('./routes/test-badges-route'), dashboardBundles, scoreBundles),
      },
      // The back-office frames the preview; its content comes by message, so it needs no session (docs/embeds.md#preview).
      {
        path: paths.preview.path,
        handle: handle({ titleKey: 'routes.preview', rememberable: false, siteFooter: false }),
        lazy: withTexts(() => import('./routes/preview-route'), previewBundles, lessonContentBundles, scoreBundles, viewerBundles),
      },
      // Correction waits for the trainer's session by message, so it sits outside the guarded set and refuses to /403 itself (docs/embeds.md#correction).
      { path: paths.correction.path, handle: handle({ titleKey: 'routes.correction', rememberable: false, siteFooter: false }), lazy: correctionRoute },
      { path: paths.correctionPage.path, handle: handle({ titleKey: 'routes.correction', rememberable: false, siteFooter: false }), lazy: correctionRoute },
      {
        id: 'main',
        handle: signedInRouteHandle,
        lazy: () => import('./routes/signed-in-route'),
        // A screen that fails shows its full-page state inside the layout (docs/product/errors.md#full-page-states).
        children: [
          {
            errorElement: <ScreenError back="home" />,
            children: [
              { index: true, handle: homeRouteHandle, lazy: withTexts(() => import('./routes/home-route'), ...homeRouteTexts) },
              {
                path: paths.account.path,
                handle: handle({ titleKey: 'routes.account' }),
                lazy: withTexts(() => import('./routes/account-route'), accountBundles),
              },
              { path: paths.document.path, handle: handle({ titleKey: 'routes.document' }), lazy: () => import('./routes/document-route') },
              { path: paths.notifications.path, handle: handle({ titleKey: 'routes.notifications' }), lazy: () => import('./routes/notifications-route') },
              {
                path: paths.messages.path,
                handle: handle({ titleKey: 'routes.messages' }),
                lazy: withTexts(() => import('./routes/messages-route'), messagesBundles),
              },
              {
                path: paths.messageThread.path,
                handle: handle({ titleKey: 'routes.messageThread' }),
                lazy: withTexts(() => import('./routes/message-thread-route'), messagesBundles),
              },
              dashboardRoute,
              evaluationRoute,
            ],
          },
        ],
      },
      // The trainer space (docs/trainers.md): signed-in trainers only, learners go to /403.
      {
        id: 'trainer',
        path: paths.trainer.root.path,
        handle: signedInRouteHandle,
        lazy: () => import('./routes/trainer-space-route'),
        children: [
          {
            errorElement: <ScreenError back="trainerHome" />,
            children: [
              { index: true, handle: handle({ rememberable: false }), element: <Navigate to={paths.trainer.classes.getHref()} replace /> },
              {
                path: paths.trainer.classes.path,
                handle: handle({ titleKey: 'routes.trainerClasses' }),
                lazy: withTexts(() => import('./routes/trainer-classes-route'), trainerBundles, scoreBundles),
              },
              {
                path: paths.trainer.class.path,
                handle: handle({ titleKey: 'routes.trainerClass' }),
                lazy: withTexts(() => import('./routes/trainer-class-route'), trainerBundles, scoreBundles, dueDatesBundles),
              },
              {
                path: paths.trainer.learner.path,
                handle: handle({ titleKey: 'routes.trainerLearner' }),
                lazy: withTexts(() => import('./routes/trainer-learner-route'), trainerBundles, scoreBundles, dueDatesBundles),
              },
              {
                path: paths.trainer.messages.path,
                handle: handle({ titleKey: 'routes.trainerMessages' }),
                lazy: withTexts(() => import('./routes/trainer-messages-route'), trainerBundles, messagesBundles),
              },
              {
                path: paths.trainer.thread.path,
                handle: handle({ titleKey: 'routes.trainerThread' }),
                lazy: withTexts(() => import('./routes/trainer-thread-route'), trainerBundles, messagesBundles),
              },
              // The administration screens (docs/administration.md): the tenant's system admin, and company admins for the screens of their people and classes; others go to /403 (AdminOnly).
              { path: paths.admin.root.path, handle: handle({ rememberable: false }), element: <AdminIndex /> },
              {
                path: paths.admin.codes.path,
                handle: handle({ titleKey: 'routes.adminCodes' }),
                lazy: withTexts(() => import('./routes/admin-codes-route'), adminBundles),
              },
              {
                path: paths.admin.code.path,
                handle: handle({ titleKey: 'routes.adminCode' }),
                lazy: withTexts(() => import('./routes/admin-code-route'), adminBundles),
              },
              {
                path: paths.admin.users.path,
                handle: handle({ titleKey: 'routes.adminUsers' }),
                lazy: withTexts(() => import('./routes/admin-users-route'), adminBundles),
              },
              {
                path: paths.admin.user.path,
                handle: handle({ titleKey: 'routes.adminUser' }),
                lazy: withTexts(() => import('./routes/admin-user-route'), adminBundles),
              },
              {
                path: paths.admin.classes.path,
                handle: handle({ titleKey: 'routes.adminClasses' }),
                lazy: withTexts(() => import('./routes/admin-classes-route'), adminBundles),
              },
              {
                path: paths.admin.class.path,
                handle: handle({ titleKey: 'routes.adminClass' }),
                lazy: withTexts(() => import('./routes/admin-class-route'), adminBundles, dueDatesBundles),
              },
              {
                path: paths.admin.import.path,
                handle: handle({ titleKey: 'routes.adminImport' }),
                lazy: withTexts(() => import('./routes/admin-import-route'), adminBundles),
              },
              {
                path: paths.admin.personalData.path,
                handle: handle({ titleKey: 'routes.adminPersonalData' }),
                lazy: withTexts(() => import('./routes/admin-personal-data-route'), adminBundles),
              },
              {
                path: paths.admin.jobs.path,
                handle: handle({ titleKey: 'routes.adminJobs' }),
                lazy: withTexts(() => import('./routes/admin-jobs-route'), adminBundles),
              },
              {
                path: paths.admin.journal.path,
                handle: handle({ titleKey: 'routes.adminJournal' }),
                lazy: withTexts(() => import('./routes/admin-journal-route'), adminBundles),
              },
              {
                path: paths.admin.settings.path,
                handle: handle({ titleKey: 'routes.adminSettings' }),
                lazy: withTexts(() => import('./routes/admin-settings-route'), adminBundles),
              },
              {
                path: paths.admin.texts.path,
                handle: handle({ titleKey: 'routes.adminTexts' }),
                lazy: withTexts(() => import('./routes/admin-texts-route'), adminBundles),
              },
              {
                path: paths.admin.sso.path,
                handle: handle({ titleKey: 'routes.adminSso' }),
                lazy: withTexts(() => import('./routes/admin-sso-route'), adminBundles),
              },
              {
                path: paths.admin.content.path,
                handle: handle({ titleKey: 'routes.adminContent' }),
                lazy: withTexts(() => import('./routes/admin-content-route'), adminBundles),
              },
              {
                path: paths.admin.credentials.path,
                handle: handle({ titleKey: 'routes.adminCredentials' }),
                lazy: withTexts(() => import('./routes/admin-credentials-route'), adminBundles),
              },
            ],
          },
        ],
      },
      // The embedded set (session and correction pages, docs/product/screens-and-routes.md#route-sets),
      // under <RouteGuard> with handle { routeSet: 'embedded' }: refused users go to /403.
      {
        id: 'embedded',
        handle: handle({ routeSet: 'embedded', siteFooter: false }),
        // The player's own frame gives way to the signed-in layout around a full-page state (docs/product/errors.md#full-page-states).
        errorElement: (
          <Suspense fallback={null}>
            <EmbeddedScreenError />
          </Suspense>
        ),
        lazy: withTexts(() => import('./routes/embedded-route'), lessonPlayerBundles, lessonContentBundles, viewerBundles),
        children: [
          // One route for the lesson's first address and its pages, the player reading :pageId: two routes
          // would make the lesson's first Next wait for a lazy route and render as a transition (bench:web:lessons).
          // The page's child renders nothing (`element: null`): without an element React Router warns in
          // the console, an Error thrown and caught, at every render of every page.
          {
            path: paths.lesson.root.path,
            handle: handle({ titleKey: 'routes.lesson', signInAgainInPlace: true }),
            lazy: () => import('./routes/lesson-page-route'),
            children: [{ path: paths.lesson.page.path, element: null }],
          },
          // The results come first at the end of a lesson (docs/product/lessons.md#results); a reload keeps them.
          {
            path: paths.lesson.results.path,
            handle: handle({ titleKey: 'routes.lessonResults', rememberable: false }),
            lazy: withTexts(() => import('./routes/lesson-results-route'), scoreBundles, certificatesBundles),
          },
          {
            path: paths.lesson.review.path,
            handle: handle({ titleKey: 'routes.lessonReview', rememberable: false }),
            lazy: () => import('./routes/lesson-review-route'),
          },
          {
            path: paths.lesson.actions.path,
            handle: handle({ titleKey: 'routes.lessonActions', rememberable: false }),
            lazy: () => import('./routes/lesson-actions-route'),
          },
          {
            path: paths.lesson.questions.path,
            handle: handle({ titleKey: 'routes.lessonQuestions', rememberable: false }),
            lazy: () => import('./routes/lesson-questions-route'),
          },
          { path: paths.renderNode.path, handle: handle({ titleKey: 'routes.renderNode' }), lazy: () => import('./routes/render-node-route') },
        ],
      },
      verifyRoute,
      credentialRoute,
      { path: '*', handle: handle({ rememberable: false }), element: <NotFoundRedirect /> },
    ],
  },
]);
