import type { LessonPage } from '@espace/contracts/lessons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLessonTree } from '../api/get-lesson-tree';
import { usePageTerms } from '../api/get-page-terms';
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
import { usePageMoves } from '../hooks/use-page-moves';
import { confirmTimed, isTimedConfirmed } from '../hooks/timed-confirmations';
import { CourseTreePanel } from './course-tree-panel';
import { FullscreenButton, leaveFullscreen } from './fullscreen-button';
import { usePlayerFrame } from './player-frame';
import { PageBody, type TincanAction } from './page-body';
import { PageTools } from './page-tools';
import { PlayerFooter } from './player-footer';
import { SideToolbar } from './side-toolbar';
import { SoundPlayerProvider } from './sound-player';

/** SPEC §2 Lesson page screen: one page of a lesson, keyed by page id by its caller. */
export function PlayerShell({ page, showPage }: { page: LessonPage; showPage: (page: LessonPage) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { tree: useId(), title: useId() };
  // The whole player goes full screen, around every page (player-frame.tsx).
  const fullscreen = usePlayerFrame();
  const [panels, setPanels] = useState({ tree: false, legend: false, resources: false, calculator: false });
  const toggle = (name: keyof typeof panels, on?: boolean) => setPanels((current) => ({ ...current, [name]: on ?? !current[name] }));
  const [timedShown, setTimedShown] = useState(() => page.timeLimit !== null && page.results === null && !isTimedConfirmed(page.nodeId));

  const { data: tree } = useLessonTree(page.lessonId);
  const terms = usePageTerms(page.id);
  const alert = useLessonAlert();
  const draft = useAnswersDraft(page);
  const moves = usePageMoves(page.lessonId, tree, alert);
  const learner = useLearner();
  const flow = useNextFlow({ page, userId: learner.id, answers: draft.answers, forgetDraft: draft.forgetDraft, showPage, advance: moves.advance, alert });
  const hints = useHints(page, showPage);
  const fullSeen = useFullSeen();
  useLessonPing(page.lessonId, page.id);
  useEnterNext(page.blockType !== 'tincan' && !timedShown, flow.next);

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
    if (action === 'next') return void flow.submitNow();
    const close = page.results === null ? flow.submitNow : () => Promise.resolve();
    return void close().then(() => navigate('/'));
  };
  const startTimed = () => {
    const ahead = moves.timedAhead;
    confirmTimed(ahead?.nodeId ?? page.nodeId);
    setTimedShown(false);
    moves.clearTimedAhead();
    if (ahead) void moves.go('next', ahead.from);
  };
  const busy = flow.submitting || flow.offline || moves.moving;
  const title = (page.content as { title?: string }).title ?? page.nodeTitle ?? '';

  return (
    <SoundPlayerProvider
      render={(sound) => (
        <PlayerFooter page={page} busy={busy} fullSeen={fullSeen} onPrevious={() => void moves.previous(page)} onNext={flow.next} sound={sound} fullscreen={<FullscreenButton target={fullscreen.frame} fallbackOn={fullscreen.fallbackOn} onFallback={fullscreen.setFallbackOn} />} />
      )}
    >
      <div className="lesson-player">
        <SideToolbar
          page={page}
          treeId={ids.tree}
          treeOpen={panels.tree}
          onToggleTree={() => toggle('tree')}
          onTimerEnd={onTimerEnd}
          onHints={hints.show}
          onLegend={() => toggle('legend', true)}
          onResources={() => toggle('resources', true)}
          calculatorOpen={panels.calculator}
          onToggleCalculator={() => toggle('calculator')}
        />
        {panels.tree ? <CourseTreePanel id={ids.tree} tree={tree} currentNodeId={page.nodeId} /> : null}
        <article className="lesson-page" aria-labelledby={ids.title} data-page-id={page.id}>
          <header className="lesson-page__header">
            <h1 id={ids.title}>{title}</h1>
            <p className="lesson-page__position">{t('lessonPlayer.page.position', { position: page.position + 1, count: page.count })}</p>
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
          {timedShown ? null : <PageBody page={page} answers={draft.answers} onAnswer={draft.setAnswer} terms={terms} disabled={busy} onTincanAction={onTincanAction} />}
        </article>
        <PageTools page={page} resourcesOpen={panels.resources} onCloseResources={() => toggle('resources', false)} calculatorOpen={panels.calculator} onCloseCalculator={() => toggle('calculator', false)} />
      </div>
      <PlayerDialogs
        flow={flow}
        hints={hints}
        page={page}
        legendOpen={panels.legend}
        onCloseLegend={() => toggle('legend', false)}
        timed={{ open: timedShown || moves.timedAhead !== null, seconds: moves.timedAhead?.seconds ?? page.timeLimit, onStart: startTimed, onLater: () => void navigate('/') }}
      />
      {alert.element}
    </SoundPlayerProvider>
  );
}
