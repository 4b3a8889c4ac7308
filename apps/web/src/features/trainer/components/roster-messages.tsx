import type { RosterView } from '@espace/domain/trainer/roster-vocabulary';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ComposeMessageDialog, type ComposeRecipients } from './compose-message-dialog';
import type { useRosterSelection } from './use-roster-selection';

interface RosterMessageBarProps {
  classId: string;
  view: RosterView;
  total: number;
  selected: ReturnType<typeof useRosterSelection>;
}

/**
 * Above the roster: how many learners are chosen, « select the N learners of this view », and
 * « Envoyer un message », which opens the compose dialog for them (docs/trainers.md#messages).
 */
export function RosterMessageBar({ classId, view, total, selected }: RosterMessageBarProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLButtonElement>(null);
  // Each opening is its own dialog, fixed to the learners chosen when it opened.
  const [composing, setComposing] = useState<{ recipients: ComposeRecipients; opening: number } | null>(null);
  const viewName = t(`trainer.roster.view.${view}`);
  return (
    <div className="roster-message-bar" role="group" aria-label={t('trainer.roster.selection')}>
      <p className="roster-message-bar__count" aria-live="polite">
        {selected.wholeView ? t('trainer.roster.selectedView', { count: total, view: viewName }) : t('trainer.roster.selected', { count: selected.count })}
      </p>
      {!selected.wholeView && total > 0 && (
        <button type="button" className="button button--ghost" onClick={selected.selectWholeView}>
          {t('trainer.roster.selectView', { count: total, view: viewName })}
        </button>
      )}
      {selected.count > 0 && (
        <button type="button" className="button button--ghost" onClick={selected.clear}>
          {t('trainer.roster.clearSelection')}
        </button>
      )}
      <button
        ref={opener}
        type="button"
        className="button button--primary"
        disabled={selected.recipients === null}
        onClick={() => selected.recipients && setComposing((previous) => ({ recipients: selected.recipients!, opening: (previous?.opening ?? 0) + 1 }))}
      >
        {t('trainer.roster.message')}
      </button>
      {composing && (
        <ComposeMessageDialog
          key={composing.opening}
          classId={classId}
          recipients={composing.recipients}
          onSent={selected.clear}
          onClose={() => setComposing(null)}
          returnFocusTo={() => opener.current}
        />
      )}
    </div>
  );
}
