import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { errorCodeOf, type NormalisedError } from '../../../lib/errors/normalise-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { ErrorAlertDialog } from '../dialogs/error-alert-dialog';
import { paths } from '../../../lib/paths';

/**
 * docs/product/errors.md#lesson-page: codes after which the page cannot go on (content closed, time up, page done
 * elsewhere, double submission, no access): the alert leads back Home.
 * Any other code is told and the learner stays where they are.
 */
const homeCodes = new Set([
  'CONTENT_CLOSED',
  'LESSON_PAGE_SKIPPED',
  'LESSON_SKIPPED',
  'RETRY_RESTRICT',
  'PATCH_IN_PROGRESS',
  'INVALID_INPUTS',
  'Forbidden',
  'NOT_FOUND',
]);

const leadsHome = (error: unknown) => homeCodes.has(errorCodeOf(error) ?? '');

export interface LessonAlert {
  /** Shows an error in the user's language; `home` forces (true) or prevents (false) the way back Home. */
  showError: (error: unknown, options?: { home?: boolean }) => void;
  /** The lesson is over and nothing else is due: say so, then Home (docs/product/lessons.md#end-of-lesson, step 4). */
  showEnded: () => void;
  element: React.ReactNode;
}

export function useLessonAlert(): LessonAlert {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<{ error: NormalisedError; home: boolean } | null>(null);

  const showError = useCallback(
    (error: unknown, options: { home?: boolean } = {}) => setAlert({ error: errorText(error), home: options.home ?? leadsHome(error) }),
    [errorText],
  );
  const showEnded = useCallback(
    () => setAlert({ error: { code: 'LESSON_ENDED', title: t('lessonPlayer.ended.title'), message: t('lessonPlayer.ended.message') }, home: true }),
    [t],
  );
  const close = () => {
    setAlert(null);
    if (alert?.home) void navigate(paths.home.getHref());
  };
  // Mounted only while there is something to say: the player mounts anew with every page (player-dialogs.tsx).
  return { showError, showEnded, element: alert ? <ErrorAlertDialog error={alert.error} onClose={close} /> : null };
}
