import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';

/** The frame both end-of-lesson screens share: a title, their body, Dashboard and Continue. */
export function EndScreenFrame({ title, children, onContinue, busy }: { title: string; children: ReactNode; onContinue: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="end-screen" aria-labelledby="end-screen-title">
      <h1 id="end-screen-title">{title}</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        {children}
        <div className="end-screen__actions">
          <Link to="/" className="button button--secondary">
            {t('lessonPlayer.end.dashboard')}
          </Link>
          <button type="submit" className="button button--primary" aria-busy={busy}>
            {t('lessonPlayer.end.continue')}
          </button>
        </div>
      </form>
    </section>
  );
}
