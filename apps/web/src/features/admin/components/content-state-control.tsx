import { contentStateTargets } from '@espace/domain/content/content-state-transitions';
import type { ContentState } from '@espace/domain/content/content-states';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useChangeContentState, useDeleteContent } from '../api/content-api';

/** The moves that take content away from learners: each asks first. */
type Asked = 'CLOSED' | 'ARCHIVED' | 'delete';
const askedMoves: readonly ContentState[] = ['CLOSED', 'ARCHIVED'];
const dialogKey: Record<Asked, 'close' | 'archive' | 'delete'> = { CLOSED: 'close', ARCHIVED: 'archive', delete: 'delete' };

/**
 * A program's or a course's state and the moves it allows (the rule the API applies); closing,
 * archiving and deleting ask first. A draft may be deleted; the API refuses one a learner holds a
 * lesson of (CONTENT_IN_USE), and the refusal is shown here.
 */
export function ContentStateControl({ kind, id, name, state }: { kind: 'program' | 'course'; id: string; name: string; state: ContentState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangeContentState();
  const remove = useDeleteContent();
  const [asking, setAsking] = useState<Asked | null>(null);
  // What the dialog last asked: its texts stay while it closes, and it stays mounted so focus goes back to the button that opened it.
  const [asked, setAsked] = useState<Asked>('CLOSED');
  const ask = (what: Asked) => {
    setAsked(what);
    setAsking(what);
  };
  const [said, setSaid] = useState('');
  const busy = change.isPending || remove.isPending;
  const failed = change.isError ? change.error : remove.isError ? remove.error : null;
  const move = (target: ContentState) => {
    if (busy) return;
    setSaid('');
    remove.reset();
    change.mutate(
      { kind, id, state: target },
      {
        onSuccess: () => {
          setAsking(null);
          setSaid(t('admin.content.changed', { name, state: t(`admin.content.state.${target}`) }));
        },
      },
    );
  };
  const erase = () => {
    if (busy) return;
    setSaid('');
    change.reset();
    remove.mutate({ kind, id }, { onSuccess: () => setAsking(null) });
  };
  // CLOSED → PUBLISHED reads "publish again", ARCHIVED → CLOSED "take out of the archive".
  const label = (target: ContentState) => (state === 'CLOSED' && target === 'PUBLISHED' ? 'reopen' : state === 'ARCHIVED' && target === 'CLOSED' ? 'unarchive' : target);
  const asks = (target: ContentState): target is 'CLOSED' | 'ARCHIVED' => askedMoves.includes(target) && !(state === 'ARCHIVED' && target === 'CLOSED');
  return (
    <div className="admin-content-state">
      <span className={`admin-state admin-state--${state.toLowerCase()}`}>{t(`admin.content.state.${state}`)}</span>
      {contentStateTargets(state).map((target) => (
        <button
          key={target}
          type="button"
          className={asks(target) ? 'button button--ghost' : 'button button--secondary'}
          aria-busy={busy}
          aria-label={t(`admin.content.moveNamed.${label(target)}`, { name })}
          onClick={() => (asks(target) ? ask(target) : move(target))}
        >
          {t(`admin.content.move.${label(target)}`)}
        </button>
      ))}
      {state === 'DRAFT' && (
        <button type="button" className="button button--ghost" aria-busy={busy} aria-label={t('admin.content.delete.named', { name })} onClick={() => ask('delete')}>
          {t('admin.content.delete.button')}
        </button>
      )}
      {failed !== null && asking === null && (
        <p className="alert alert--error" role="alert">
          {errorText(failed).message}
        </p>
      )}
      <p className="admin-status" role="status">
        {said}
      </p>
      <ConfirmDialog
        open={asking !== null}
        title={t(`admin.content.${dialogKey[asked]}.title`, { name })}
        description={<p>{t(`admin.content.${dialogKey[asked]}.${kind}`)}</p>}
        confirmLabel={t(`admin.content.${dialogKey[asked]}.confirm`)}
        cancelLabel={t(`admin.content.${dialogKey[asked]}.cancel`)}
        busy={busy}
        error={asking !== null && failed !== null ? errorText(failed).message : undefined}
        onConfirm={() => (asked === 'delete' ? erase() : move(asked))}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
