import type { RosterView } from '@espace/domain/trainer/roster-vocabulary';
import { useCallback, useMemo, useState } from 'react';
import type { ComposeRecipients } from './compose-draft';
import type { RosterSelection, SelectedLearner } from './roster-table';

/**
 * The learners a trainer picks on the roster for a message: line by line across pages and sorts,
 * or a whole view at once (as the roster lists it now, with its search), which the server resolves
 * when the message is sent. Another view or search ends a whole-view choice.
 */
export function useRosterSelection({ view, search, total }: { view: RosterView; search: string; total: number }) {
  const [picked, setPicked] = useState<ReadonlyMap<string, SelectedLearner>>(() => new Map());
  const [wholeViewOf, setWholeViewOf] = useState<{ view: RosterView; search: string } | null>(null);
  const wholeView = wholeViewOf !== null && wholeViewOf.view === view && wholeViewOf.search === search;

  const onToggle = useCallback((learners: readonly SelectedLearner[], selected: boolean) => {
    setPicked((previous) => {
      const next = new Map(previous);
      for (const learner of learners) {
        if (selected) next.set(learner.id, learner);
        else next.delete(learner.id);
      }
      return next;
    });
  }, []);
  const selection: RosterSelection = useMemo(() => ({ isSelected: (id) => wholeView || picked.has(id), wholeView, onToggle }), [wholeView, picked, onToggle]);

  const recipients: ComposeRecipients | null = wholeView
    ? { kind: 'view', view, search, count: total }
    : picked.size > 0
      ? { kind: 'learners', learners: [...picked.values()] }
      : null;
  return {
    selection,
    recipients,
    count: wholeView ? total : picked.size,
    wholeView,
    selectWholeView: () => setWholeViewOf({ view, search }),
    clear: () => {
      setPicked(new Map());
      setWholeViewOf(null);
    },
  };
}
