import type { LessonPage } from '@espace/contracts/lessons';
import { useState } from 'react';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { unlockHint } from '../api/lesson-calls';

/** The hints open from the page's tools; a hint that costs points asks first (docs/product/lessons.md#hints). */
export function useHints(page: LessonPage, showPage: (page: LessonPage) => void) {
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const unlock = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      showPage({ ...page, hints: await unlockHint(page.lessonId) });
    } catch (cause) {
      setError(errorText(cause).message);
    } finally {
      setBusy(false);
    }
  };

  return {
    open,
    confirming,
    busy,
    error,
    show: () => setOpen(true),
    close: () => setOpen(false),
    requestUnlock: () => (page.hints.nextMalus > 0 ? setConfirming(true) : void unlock()),
    confirm: () => void unlock(),
    cancel: () => setConfirming(false),
  };
}
