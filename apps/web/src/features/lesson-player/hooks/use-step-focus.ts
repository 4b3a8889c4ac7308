import type { LessonPage } from '@espace/contracts/lessons';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDocumentTitleOverride } from '../../../lib/document-title';
import { usePlayerAnnouncer } from '../components/player-announcer';

const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * What a learner who does not see the screen needs when the step changes (WCAG 2.4.3,
 * 2.4.2, 4.1.3; Open edX FAL #2097): the focus moves to the new page's heading, "Page n sur N" and
 * its title are announced (after the correction that led there, if any), and the document is
 * titled '{page} - {course} - {tenant}'. A first load leaves the focus where the browser put it,
 * and a dialog opening with the page (the timed exercise) keeps it.
 *
 * When the page gets its correction (Check), the button pressed disappears: the focus then goes
 * to the result, read out, rather than falling to the page's body.
 */
export function useStepFocus(page: LessonPage, heading: RefObject<HTMLElement | null>, result: RefObject<HTMLElement | null>): void {
  const { t } = useTranslation();
  const announcer = usePlayerAnnouncer();
  const title = (page.content as { title?: string }).title ?? page.nodeTitle ?? t('lessonPlayer.page.untitled');
  // The root route adds the tenant's name: '{page} - {course} - {tenant}'.
  useDocumentTitleOverride(`${title} - ${page.course.title}`);

  useEffect(() => {
    const changed = announcer.enterStep(page.id);
    announcer.announceStep(t('lessonPlayer.page.announce', { position: page.position + 1, count: page.count, title }));
    // A dialog opening with the page (the timed exercise) opens in the same commit: let it settle first.
    const timer = window.setTimeout(() => {
      if (changed && !dialogOpen()) heading.current?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
    // Once per page: the player is keyed by page id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const answered = page.results !== null;
  const wasAnswered = useRef(answered);
  useEffect(() => {
    const justAnswered = answered && !wasAnswered.current;
    wasAnswered.current = answered;
    if (!justAnswered) return undefined;
    const timer = window.setTimeout(() => {
      if (focusLost()) result.current?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [answered, result]);
}
