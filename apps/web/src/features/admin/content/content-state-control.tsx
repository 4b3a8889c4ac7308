import { contentStateTargets } from '@espace/domain/content/content-state-transitions';
import type { ContentState } from '@espace/domain/content/content-states';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useChangeContent, useDeleteContent } from './content-api';
import { isStaleVersion, StaleVersionAlert } from '../components/stale-version-alert';

/** The moves that take content away from learners: each asks first. */
type Asked = 'CLOSED' | 'ARCHIVED' | 'delete';
const askedMoves: readonly ContentState[] = ['CLOSED', 'ARCHIVED'];
const dialogKey: Record<Asked, 'close' | 'archive' | 'delete'> = { CLOSED: 'close', ARCHIVED: 'archive', delete: 'delete' };

interface ContentStateControlProps {
  kind: 'program' | 'course';
  id: string;
  name: string;
  state: ContentState;
  /** The version on screen, which a move names (If-Match): a change made elsewhere meanwhile is refused (412). */
  version: string;
  /** Reads the list again, after a 412. */
  onReload: () => Promise<unknown>;
  /** More actions on the same line (« Renommer »). */
  children?: ReactNode;
}

/**
 * A program's or a course's state and the moves it allows (the rule the API applies); closing,
 * archiving and deleting ask first. A draft may be deleted; the API refuses one a learner holds a
 * lesson of (CONTENT_IN_USE), and the refusal is shown here. A move made from a version changed
 * elsewhere meanwhile is refused, and the control offers to reload the list.
 */
export function ContentStateControl({ kind, id, name, state, version, onReload, children }: ContentStateControlProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangeContent();
  const [reloading, setReloading] = useState(false);
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
      { kind, id, version, body: { state: target } },
      {
        onSuccess: () => {
          setAsking(null);
          setSaid(t('admin.content.changed', { name, state: t(`admin.content.state.${target}`) }));
        },
        // Said beside the buttons, with the way to reload: the dialog's question no longer holds.
        onError: (error) => isStaleVersion(error) && setAsking(null),
      },
    );
  };
  const reload = () => {
    setReloading(true);
    void onReload().finally(() => {
      setReloading(false);
      change.reset();
    });
  };
  const erase = () => {
    if (busy) return;
    setSaid('');
    change.reset();
    remove.mutate({ kind, id }, { onSuccess: () => setAsking(null) });
  };
  // CLOSED → PUBLISHED reads "publish again", ARCHIVED → CLOSED "take out of the archive".
  const label = (target: ContentState) =>
    state === 'CLOSED' && target === 'PUBLISHED' ? 'reopen' : state === 'ARCHIVED' && target === 'CLOSED' ? 'unarchive' : target;
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
        <button
          type="button"
          className="button button--ghost"
          aria-busy={busy}
          aria-label={t('admin.content.delete.named', { name })}
          onClick={() => ask('delete')}
        >
          {t('admin.content.delete.button')}
        </button>
      )}
      {children}
      {failed !== null &&
        asking === null &&
        (isStaleVersion(failed) ? (
          <StaleVersionAlert error={failed} onReload={reload} reloading={reloading} />
        ) : (
          <p className="alert alert--error" role="alert">
            {errorText(failed).message}
          </p>
        ))}
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
