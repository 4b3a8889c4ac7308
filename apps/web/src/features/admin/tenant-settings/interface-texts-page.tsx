import type { TenantSettings } from '@espace/contracts/admin-settings';
import type { Versioned } from '../../../lib/api-client';
import { tenantSettingsLimits as limits } from '@espace/domain/admin/tenant-settings';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { FormFailure } from '../../../lib/forms/form-failure';
import { useAppTexts, useSaveTenantLabels } from './interface-texts-api';
import { useTenantSettings } from './tenant-settings-api';
import { AdminSections } from '../components/admin-sections';
import { findTexts, type InterfaceText, interfaceTexts, isReworded, type Labels, rewordedCount, withDefault, withText } from './interface-texts';
import { SettingsCheckbox } from './settings-controls';
import { isStaleVersion, StaleVersionAlert } from '../components/stale-version-alert';
import { BusyButton } from '../../../lib/forms/busy-button';
import '../components/admin.css';
import './tenant-settings.css';
import './interface-texts.css';

/** Rows shown at once: every text of the app would make a page of a thousand fields. */
const PAGE = 40;

/** The tenant's interface texts (docs/administration.md#interface-texts): search the app's texts, reword them, take the app's own again. */
export function InterfaceTextsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useTenantSettings();
  const appTexts = useAppTexts();
  return (
    <div className="admin-page">
      <h1>{t('admin.texts.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.texts.intro')}</p>
      <QueryStatus query={settings.isError ? settings : appTexts} loading={t('admin.texts.loading')} errorText={(error) => errorText(error).message} />
      {settings.data !== undefined && appTexts.data !== undefined && (
        <InterfaceTextsForm read={settings.data} onReload={async () => (await settings.refetch()).data} defaults={appTexts.data} />
      )}
    </div>
  );
}

interface FormProps {
  read: Versioned<TenantSettings>;
  onReload: () => Promise<Versioned<TenantSettings> | undefined>;
  defaults: { fr: Record<string, string>; en: Record<string, string> };
}

/** The texts are saved from the settings' version the form read: someone's save meanwhile is refused, with the choice to reload it. */
function InterfaceTextsForm({ read, onReload, defaults }: FormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveTenantLabels();
  const [base, setBase] = useState(read);
  const [reloading, setReloading] = useState(false);
  const saved = base.document;
  const [draft, setDraft] = useState<Labels>(saved.labels);
  const [search, setSearch] = useState('');
  const [rewordedOnly, setRewordedOnly] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const [done, setDone] = useState(false);
  const searchId = useId();
  const texts = useMemo(() => interfaceTexts(defaults.fr, defaults.en, saved.labels), [defaults, saved.labels]);
  const found = findTexts(texts, draft, { search, rewordedOnly });
  const locales = saved.settings.locales;

  const edit = (next: Labels) => {
    setDraft(next);
    setDone(false);
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { body: { labels: draft }, version: base.version },
      {
        onSuccess: ({ document: { labels }, version }) => {
          setBase({ document: { ...saved, labels }, version });
          setDraft(labels);
          setDone(true);
        },
      },
    );
  }

  async function reload() {
    setReloading(true);
    const fresh = await onReload().finally(() => setReloading(false));
    if (fresh === undefined) return;
    setBase(fresh);
    setDraft(fresh.document.labels);
    save.reset();
  }

  return (
    <form className="texts-form" onSubmit={submit} noValidate>
      {save.isError && !isStaleVersion(save.error) && <FormFailure title={errorText(save.error).title} message={errorText(save.error).message} />}
      <div className="texts-filters">
        <div className="field">
          <label htmlFor={searchId}>{t('admin.texts.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.target.value);
              setShown(PAGE);
            }}
          />
        </div>
        <SettingsCheckbox label={t('admin.texts.rewordedOnly')} checked={rewordedOnly} onChange={(checked) => (setRewordedOnly(checked), setShown(PAGE))} />
        <p className="admin-status" role="status">
          {t('admin.texts.count', { count: found.length, reworded: rewordedCount(draft) })}
        </p>
      </div>

      {found.length === 0 ? (
        <p>{t('admin.texts.none')}</p>
      ) : (
        <table className="texts-table">
          <caption className="visually-hidden">{t('admin.texts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.texts.key')}</th>
              <th scope="col">{t('admin.texts.default')}</th>
              <th scope="col">{t('admin.texts.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {found.slice(0, shown).map((text) => (
              <TextRow key={text.key} text={text} labels={draft} locales={locales} onChange={edit} />
            ))}
          </tbody>
        </table>
      )}
      {found.length > shown && (
        <button type="button" className="button button--secondary" onClick={() => setShown(shown + PAGE)}>
          {t('admin.texts.more', { count: Math.min(PAGE, found.length - shown) })}
        </button>
      )}

      {/* Beside the button just pressed, where the admin is. */}
      {save.isError && isStaleVersion(save.error) && <StaleVersionAlert error={save.error} onReload={() => void reload()} reloading={reloading} />}
      <div className="settings-actions">
        <BusyButton className="button button--primary" busy={save.isPending}>
          {t('admin.texts.save')}
        </BusyButton>
        <p className="admin-status" role="status">
          {done ? t('admin.texts.saved') : ''}
        </p>
      </div>
    </form>
  );
}

function TextRow({ text, labels, locales, onChange }: { text: InterfaceText; labels: Labels; locales: readonly string[]; onChange: (labels: Labels) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <tr>
      <th scope="row" id={`${id}-key`}>
        <code>{text.key}</code>
      </th>
      <td>
        <dl className="texts-defaults">
          {(['fr', 'en'] as const).map((locale) => (
            <div key={locale}>
              <dt>{t(`locale.names.${locale}`)}</dt>
              <dd lang={locale}>{text.defaults[locale] ?? t('admin.texts.noDefault')}</dd>
            </div>
          ))}
        </dl>
      </td>
      <td>
        <div className="texts-inputs">
          {locales.map((locale) => (
            <div className="field" key={locale}>
              <label htmlFor={`${id}-${locale}`}>{t(`locale.names.${locale}`)}</label>
              <input
                id={`${id}-${locale}`}
                lang={locale}
                aria-describedby={`${id}-key`}
                value={labels[locale]?.[text.key] ?? ''}
                maxLength={limits.labelText}
                onChange={(event) => onChange(withText(labels, locale, text.key, event.target.value))}
              />
            </div>
          ))}
          {isReworded(labels, text.key) && (
            <button
              type="button"
              className="button button--secondary texts-reset"
              aria-describedby={`${id}-key`}
              onClick={() => onChange(withDefault(labels, text.key))}
            >
              {t('admin.texts.reset')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
