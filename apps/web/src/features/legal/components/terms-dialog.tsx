import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense } from 'react';
import { usePortalContainer } from '../../../components/portal/portal-container';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatLegalDate, type LegalDocument } from './legal-page';
import '../../../components/viewers/dialogs.css';
import './legal.css';

// DOMPurify loads when the terms are first opened, not with the form that offers them.
const SanitisedHtml = lazy(async () => ({ default: (await import('./sanitised-html')).SanitisedHtml }));

/**
 * The terms read in a dialog over the form that asks to accept them (docs/product/accounts.md#required-data):
 * leaving the form for /legal/mentions would lose what was typed in it.
 */
export function TermsDialog({ document, label }: { document: LegalDocument; label: string }) {
  const { t, i18n } = useTranslation();
  const container = usePortalContainer();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="terms-dialog__open">
          {label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="app-dialog__overlay" />
        <Dialog.Content className="app-dialog terms-dialog" aria-describedby={undefined}>
          <Dialog.Title className="app-dialog__title">{t('legal.cgu')}</Dialog.Title>
          <p className="legal__meta">
            <span>{t('legal.version', { version: document.version })}</span>
            <span>{t('legal.date', { date: formatLegalDate(document.date, i18n.language) })}</span>
          </p>
          <Suspense fallback={<p>{t('legal.loading')}</p>}>
            <SanitisedHtml className="legal__content" html={document.content} />
          </Suspense>
          <Dialog.Close asChild>
            <button type="button" className="button button--primary terms-dialog__close">
              {t('legal.close')}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
