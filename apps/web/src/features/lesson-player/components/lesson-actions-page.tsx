import { scorePercent } from '@espace/domain/lessons/progress';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Navigate, useParams } from 'react-router';
import { useEndData } from '../hooks/use-end-data';
import { useLessonAlert } from '../hooks/use-lesson-alert';
import { useOpenLesson } from '../hooks/use-open-lesson';
import { PlayerDialog } from '../dialogs/player-dialog';
import { ChoiceGroup } from './choice-group';
import { EndScreenFrame } from './end-screen-frame';
import { ScoreRadial } from './score-radial';
import './lesson-player.css';
import { paths } from '../../../lib/paths';

/**
 * Route /session/:id/actions (docs/product/screens-and-routes.md#end-of-lesson-screens): course finished, the score, and the choice of the next module among those unlocked;
 * with none unlocked, the lesson's results. End data that cannot be read is thrown to the route's full-page state.
 */
export function LessonActionsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { end, error } = useEndData(id);
  const alert = useLessonAlert();
  const openLesson = useOpenLesson();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (error) throw error;
  if (!end)
    return (
      <p className="page-status" role="status">
        {t('lessonPlayer.end.loading')}
      </p>
    );
  const lessons = end.actions.unlockedLessons;
  // Nothing to choose from (an address typed or kept): the lesson's results say what there is to say.
  if (lessons.length === 0) return <Navigate to={paths.lesson.results.getHref({ id })} replace />;
  const choice = lessons.find((lesson) => lesson.id === chosen);
  const start = async () => {
    setConfirming(false);
    if (!choice) return;
    setBusy(true);
    await openLesson(choice.id).catch((cause: unknown) => alert.showError(cause, { home: false }));
    setBusy(false);
  };
  return (
    <>
      <EndScreenFrame
        title={t('lessonPlayer.end.finished')}
        announcement={t('lessonPlayer.end.announce', { percent: scorePercent(end.scoring.global), ...end.scoring.global })}
        busy={busy}
        onContinue={() => (choice ? setConfirming(true) : setMissing(true))}
      >
        <ScoreRadial score={end.scoring.global} />
        <ChoiceGroup
          legend={t('lessonPlayer.end.chooseLesson')}
          options={lessons.map((lesson) => ({ value: lesson.id, label: lesson.title }))}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setMissing(false);
          }}
          error={missing ? t('lessonPlayer.end.chooseRequired') : null}
        />
      </EndScreenFrame>
      <PlayerDialog
        open={confirming}
        role="alertdialog"
        title={t('lessonPlayer.end.confirmTitle')}
        onDismiss={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('lessonPlayer.end.confirmCancel')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void start()}>
              {t('lessonPlayer.end.confirmStart')}
            </button>
          </>
        }
      >
        <p>{t('lessonPlayer.end.confirmMessage', { title: choice?.title ?? '' })}</p>
      </PlayerDialog>
      {alert.element}
    </>
  );
}
