import type { TrainerAttention } from '@espace/contracts/trainer';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useTrainerAttention } from '../api/trainer-api';
import { type PreparedMessage, useAttentionTexts } from './use-attention-texts';
import { usePersonName } from '../../../lib/use-person-name';

/** The learner a reminder goes to, in the class it is about. */
interface RemindedLearner {
  id: string;
  displayName: string;
  classId: string;
}

/** Opens the trainer's message to the learner, starting from the prepared reminder. */
export type RemindLearner = (learner: RemindedLearner, prepared: PreparedMessage) => void;

type Item = TrainerAttention['items'][number];

function AttentionItem({ item, onRemind }: { item: Item; onRemind: RemindLearner }) {
  const { t } = useTranslation();
  const texts = useAttentionTexts();
  const { class: klass } = item;
  const learner = { ...item.learner, displayName: usePersonName()(item.learner.displayName) };
  const remind = () => {
    const prepared = texts.reminder(learner.displayName, item.reasons);
    if (prepared !== null) onRemind({ id: learner.id, displayName: learner.displayName, classId: klass.id }, prepared);
  };
  return (
    <li className="attention-item">
      <div className="attention-item__who">
        <Link
          to={paths.trainer.learner.getHref({ classId: klass.id, userId: learner.id })}
          aria-label={t('trainer.attention.open', { name: learner.displayName, className: klass.name })}
        >
          {learner.displayName}
        </Link>
        <span className="attention-item__class">{klass.name}</span>
        <ul className="attention-item__reasons">
          {item.reasons.map((reason, index) => (
            <li key={index}>{texts.reason(reason)}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="button button--secondary" onClick={remind} aria-label={t('trainer.attention.remind', { name: learner.displayName })}>
        {t('trainer.attention.remindShort')}
      </button>
    </li>
  );
}

/**
 * « À suivre aujourd'hui » (docs/trainers.md#needs-attention-today): the learners of my open classes
 * who need me today, each with why and a reminder prepared for `onRemind`; fetched and refreshed
 * with « Mes classes ».
 */
export function AttentionPanel({ onRemind }: { onRemind: RemindLearner }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const attention = useTrainerAttention();
  const data = attention.data;
  return (
    <section aria-labelledby="attention-title" className="trainer-section attention-panel">
      <h2 id="attention-title">{t('trainer.attention.title')}</h2>
      <QueryStatus query={attention} loading={t('trainer.attention.loading')} errorText={(error) => errorText(error).message} />
      {data?.items.length === 0 && <p>{t('trainer.attention.empty')}</p>}
      {data !== undefined && data.items.length > 0 && (
        <>
          <ul className="attention-list">
            {data.items.map((item) => (
              <AttentionItem key={`${item.class.id}:${item.learner.id}`} item={item} onRemind={onRemind} />
            ))}
          </ul>
          {data.total > data.items.length && (
            <p className="attention-panel__more">{t('trainer.attention.more', { shown: data.items.length, count: data.total })}</p>
          )}
        </>
      )}
    </section>
  );
}
