import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FloatingWindow } from './floating-window';

/** The tutorial window is 870×630 (docs/product/screens-and-routes.md#windows). */
const TUTORIAL_WIDTH = 870;
const TUTORIAL_HEIGHT = 630;

export interface TutorialWindowProps {
  title?: string;
  onClose: () => void;
  children: ReactNode;
}

/** A tutorial (a video, a how-to) in a draggable window of the tutorial size; a modal on small screens. */
export function TutorialWindow({ title, onClose, children }: TutorialWindowProps) {
  const { t } = useTranslation();
  return (
    <FloatingWindow title={title ?? t('viewers.tutorial.title')} onClose={onClose} defaultWidth={TUTORIAL_WIDTH} defaultHeight={TUTORIAL_HEIGHT}>
      {children}
    </FloatingWindow>
  );
}
