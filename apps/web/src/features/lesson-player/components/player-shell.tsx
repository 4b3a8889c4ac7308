import type { LessonPage } from '@espace/contracts/lessons';
import { isLessonEnded } from '@espace/domain/lessons/progress';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { TincanAction } from '../../../components/viewers/tincan-message';
import { pingLesson, sendTincanScore } from '../api/lesson-calls';
import { PlayerDialogs } from './player-dialogs';
import { useAnswersDraft } from '../hooks/use-answers-draft';
import { useEnterNext } from '../hooks/use-enter-next';
import { useFullSeen } from '../hooks/use-full-seen';
import { useHints } from '../hooks/use-hints';
import { useLearner } from '../hooks/use-learner';
import { useLessonAlert } from '../hooks/use-lesson-alert';
import { useLessonPing } from '../hooks/use-lesson-ping';
import { useNextFlow } from '../hooks/use-next-flow';
import { useXapiPage } from '../hooks/use-xapi-page';
import { usePageMoves } from '../hooks/use-page-moves';
import { useStepFocus } from '../hooks/use-step-focus';
import { useTimedStart } from '../hooks/use-timed-start';
import { TimedStartPanel } from '../dialogs/timed-exercise-dialog';
import { CourseTreePanel } from './course-tree-panel';
import { FullscreenButton, leaveFullscreen } from './fullscreen-button';
import { usePlayerFrame } from './player-frame';
import { PageBody } from './page-body';
import { PageResult } from './page-result';
import { PlayerHeader } from './player-header';
import { PageTools } from './page-tools';
import { PlayerFooter } from './player-footer';
import { SoundPlayerProvider } from './sound-player';
import { paths } from '../../../lib/paths';

/** The lesson player (docs/product/screens-and-routes.md#lesson-player): one page of a lesson, keyed by page id by its caller. */
export function PlayerShell({ page, showPage }: { page: LessonPage; showPage: (page: LessonPage) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { tree: useId(), title: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useRef<HTMLElement>(null);
  // The whole player goes full screen, around every page (player-frame.tsx).
  const fullscreen = usePlayerFrame();
  const [panels, setPanels] = useState({ tree: false, legend: false, resources: false, calculator: false });
  const toggle = (name: keyof typeof panels, on?: boolean) => setPanels((current) => ({ ...current, [name]: on ?? !current[name] }));

  const alert = useLessonAlert();
  const draft = useAnswersDraft(page);
  const moves = usePageMoves(page.lessonId, alert);
  const learner = useLearner();
  const flow = useNextFlow({ page, userId: learner.id, answers: draft.answers, forgetDraft: draft.forgetDraft, showPage, moves, alert });
  const timed = useTimedStart(page, flow.timedAhead);
  const hints = useHints(page, showPage);
  const fullSeen = useFullSeen();
  useLessonPing(page.lessonId, page.id, !isLessonEnded(page.lesson));
  const xapi = useXapiPage(page, showPage);
  useStepFocus(page, heading, result);
  useEnterNext(page.blockType !== 'tincan' && !timed.waiting, flow.next, page.blockType === 'exercice' && page.results === null ? flow.check : null);

  const onTimerEnd = () => {
    pingLesson(page.lessonId, page.id).catch(() => undefined);
    if (page.results === null) void flow.submitOnTimeUp();
  };
  const onTincanAction = (action: TincanAction) => {
    if (typeof action === 'object') {
      // Only a tincan page keeps an activity's score (docs/lesson-engine.md, Tincan): an activity shown
      // in a row of another page plays unscored, rather than the learner being told of a refused score.
      if (page.blockType !== 'tincan') return undefined;
      return void sendTincanScore(page.lessonId, page.id, action.custom).catch((error: unknown) => alert.showError(error, { home: false }));
    }
    leaveFullscreen();
    // The activity's statements may have completed the page already: then it only moves on.
    const submitUnlessDone = () =>
      page.blockType === 'tincan' && page.results === null
        ? xapi.refresh().then(
            (answered) => (answered ? flow.moveOn(answered) : flow.submitNow()),
            () => flow.submitNow(),
          )
        : flow.submitNow();
    if (action === 'next') return void submitUnlessDone();
    const close = page.results === null ? submitUnlessDone : () => Promise.resolve();
    return void close().then(() => navigate(paths.home.getHref()));
  };
  const { busy } = flow;
  const title = (page.content as { title?: string }).title ?? page.nodeTitle ?? '';

  return (
    <SoundPlayerProvider
      render={(sound) => (
        <PlayerFooter
          page={page}
          busy={busy}
          fullSeen={fullSeen}
          onPrevious={flow.previous}
          onCheck={flow.check}
          onNext={flow.next}
          sound={sound}
          fullscreen={<FullscreenButton target={fullscreen.frame} fallbackOn={fullscreen.fallbackOn} onFallback={fullscreen.setFallbackOn} />}
        />
      )}
    >
      <div className={`lesson-player${panels.tree ? ' lesson-player--tree' : ''}`}>
        <PlayerHeader
          page={page}
          treeId={ids.tree}
          treeOpen={panels.tree}
          onToggleTree={() => toggle('tree')}
          onTimerEnd={onTimerEnd}
          onHints={hints.show}
          onResources={() => toggle('resources', true)}
          calculatorOpen={panels.calculator}
          onToggleCalculator={() => toggle('calculator')}
        />
        {panels.tree ? <CourseTreePanel id={ids.tree} page={page} onOpen={() => toggle('tree', false)} /> : null}
        <article className="lesson-page" aria-labelledby={ids.title} data-page-id={page.id}>
          <header className="lesson-page__header">
            {/* The course's words in the course's language (WCAG 3.1.2), the interface's in the interface's. */}
            <h1 id={ids.title} ref={heading} tabIndex={-1} lang={page.course.language} data-focus-return="page">
              {title}
            </h1>
          </header>
          {flow.submitError ? (
            <div className="alert alert--error" role="alert">
              <p>{t('lessonPlayer.submit.failed', { reason: flow.submitError })}</p>
            </div>
          ) : null}
          {flow.offline ? (
            <p className="alert alert--info" role="status">
              {t('lessonPlayer.submit.offline')}
            </p>
          ) : null}
          {timed.panel ? <TimedStartPanel seconds={timed.dialog.seconds} onStart={timed.dialog.onStart} onLater={timed.dialog.onLater} /> : null}
          {timed.waiting ? null : (
            <div lang={page.course.language}>
              <PageBody page={page} answers={draft.answers} onAnswer={draft.setAnswer} disabled={busy} onTincanAction={onTincanAction} />
            </div>
          )}
          <PageResult ref={result} page={page} onLegend={() => toggle('legend', true)} />
        </article>
        <PageTools
          page={page}
          resourcesOpen={panels.resources}
          onCloseResources={() => toggle('resources', false)}
          calculatorOpen={panels.calculator}
          onCloseCalculator={() => toggle('calculator', false)}
        />
      </div>
      <PlayerDialogs
        flow={flow}
        answers={draft.answers}
        hints={hints}
        page={page}
        legendOpen={panels.legend}
        onCloseLegend={() => toggle('legend', false)}
        timed={timed.dialog}
      />
      {alert.element}
    </SoundPlayerProvider>
  );
}
