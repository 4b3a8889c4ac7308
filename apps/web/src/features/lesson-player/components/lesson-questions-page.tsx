import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Navigate, useNavigate, useParams } from 'react-router';
import { sendActions } from '../api/lesson-calls';
import { useEndData } from '../hooks/use-end-data';
import { useLessonAlert } from '../hooks/use-lesson-alert';
import { useOpenLesson } from '../hooks/use-open-lesson';
import { ChoiceGroup } from './choice-group';
import { EndScreenFrame } from './end-screen-frame';
import './lesson-player.css';
import { paths } from '../../../lib/paths';

/**
 * Route /session/:id/questions (docs/product/lessons.md#interactive-questions): the answers are sent, then the target lesson opens;
 * a lesson without questions shows its results instead. End data that cannot be read is thrown to the route's full-page state.
 */
export function LessonQuestionsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { end, error } = useEndData(id);
  const alert = useLessonAlert();
  const openLesson = useOpenLesson();
  const [choices, setChoices] = useState<Record<number, number>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  if (error) throw error;
  if (!end)
    return (
      <p className="page-status" role="status">
        {t('lessonPlayer.end.loading')}
      </p>
    );
  const questions = end.actions.interactive;
  // No question to ask (an address typed or kept): the lesson's results say what there is to say.
  if (questions.length === 0) return <Navigate to={paths.lesson.results.getHref({ id })} replace />;
  const send = async () => {
    setTried(true);
    if (questions.some((_, index) => choices[index] === undefined)) return;
    setBusy(true);
    try {
      const inputs = questions.map((_, actionIdx) => ({ actionIdx, choiceIdx: choices[actionIdx] ?? 0 }));
      const { target } = await sendActions(id, inputs);
      if (target === null) await navigate(paths.home.getHref());
      else await openLesson(target.id);
    } catch (cause) {
      alert.showError(cause, { home: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <EndScreenFrame title={t('lessonPlayer.end.finished')} busy={busy} onContinue={() => void send()}>
        {questions.map((question, actionIdx) => (
          <ChoiceGroup
            key={actionIdx}
            legend={question.label}
            options={question.choices.map((choice, choiceIdx) => ({ value: String(choiceIdx), label: choice.response }))}
            value={choices[actionIdx] === undefined ? null : String(choices[actionIdx])}
            onChange={(value) => setChoices((current) => ({ ...current, [actionIdx]: Number(value) }))}
            error={tried && choices[actionIdx] === undefined ? t('lessonPlayer.end.chooseAnswer') : null}
            language={end.language}
          />
        ))}
      </EndScreenFrame>
      {alert.element}
    </>
  );
}
