import { contentStateTargets } from '@espace/domain/content/content-state-transitions';
import type { ContentState } from '@espace/domain/content/content-states';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useChangeContentState } from '../api/content-api';

/** A program's or a course's state and the moves it allows (the rule the API applies); closing asks first. */
export function ContentStateControl({ kind, id, name, state }: { kind: 'program' | 'course'; id: string; name: string; state: ContentState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangeContentState();
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  const move = (target: ContentState) => {
    if (change.isPending) return;
    setSaid('');
    change.mutate(
      { kind, id, state: target },
      {
        onSuccess: () => {
          setAsking(false);
          setSaid(t('admin.content.changed', { name, state: t(`admin.content.state.${target}`) }));
        },
      },
    );
  };
  // CLOSED → PUBLISHED reads "publish again".
  const label = (target: ContentState) => (state === 'CLOSED' && target === 'PUBLISHED' ? 'reopen' : target);
  return (
    <div className="admin-content-state">
      <span className={`admin-state admin-state--${state.toLowerCase()}`}>{t(`admin.content.state.${state}`)}</span>
      {contentStateTargets(state).map((target) => (
        <button
          key={target}
          type="button"
          className={target === 'CLOSED' ? 'button button--ghost' : 'button button--secondary'}
          aria-busy={change.isPending}
          aria-label={t(`admin.content.moveNamed.${label(target)}`, { name })}
          onClick={() => (target === 'CLOSED' ? setAsking(true) : move(target))}
        >
          {t(`admin.content.move.${label(target)}`)}
        </button>
      ))}
      {change.isError && !asking && (
        <p className="alert alert--error" role="alert">
          {errorText(change.error).message}
        </p>
      )}
      <p className="admin-status" role="status">
        {said}
      </p>
      <ConfirmDialog
        open={asking}
        title={t('admin.content.close.title', { name })}
        description={<p>{t(`admin.content.close.${kind}`)}</p>}
        confirmLabel={t('admin.content.close.confirm')}
        cancelLabel={t('admin.content.close.cancel')}
        busy={change.isPending}
        error={asking && change.isError ? errorText(change.error).message : undefined}
        onConfirm={() => move('CLOSED')}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
