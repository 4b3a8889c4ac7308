import type { TenantSso, TenantSsoTest } from '@espace/contracts/admin-sso';
import { acceptableIssuer, normalisedScopes, singleSignOnLimits as limits } from '@espace/domain/admin/single-sign-on';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/errors/api-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { FormFailure } from '../../../lib/forms/form-failure';
import { FormField } from '../../../lib/forms/form-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useSaveTenantSso, useTenantSso, useTestTenantSso } from './single-sign-on-api';
import { AdminSections } from '../components/admin-sections';
import { SettingsCheckbox } from './settings-controls';
import { BusyButton } from '../../../lib/forms/busy-button';
import '../components/admin.css';
import './tenant-settings.css';
import './single-sign-on.css';

const fields = ['issuer', 'clientId', 'clientSecret', 'scopes', 'enabled'] as const;
type Field = (typeof fields)[number];

/** The screen's own words for what the server refuses on a field (its own are English). */
const refusalKeys: Record<Field, string> = {
  issuer: 'admin.sso.rule.issuer',
  clientId: 'admin.sso.rule.clientId',
  clientSecret: 'admin.sso.rule.secret',
  scopes: 'admin.sso.rule.scopes',
  enabled: 'admin.sso.rule.keepSignIn',
};

/** The tenant's single sign-on provider (docs/administration.md#single-sign-on): set it, test it, switch it. */
export function SingleSignOnPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sso = useTenantSso();
  return (
    <div className="admin-page">
      <h1>{t('admin.sso.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.sso.intro')}</p>
      <QueryStatus query={sso} loading={t('admin.sso.loading')} errorText={(error) => errorText(error).message} />
      {sso.data !== undefined && <SingleSignOnForm saved={sso.data} />}
    </div>
  );
}

/** Whether the server answered the test with a refusal of its own (an address it does not connect to, too many tests), rather than failing to answer. */
const refusedByTheServer = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function SingleSignOnForm({ saved }: { saved: TenantSso }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const feedback = useFormFeedback(fields);
  const save = useSaveTenantSso();
  const probe = useTestTenantSso();
  const [draft, setDraft] = useState(() => ({
    issuer: saved.issuer ?? '',
    clientId: saved.clientId ?? '',
    clientSecret: '',
    scopes: saved.scopes,
    enabled: saved.enabled,
  }));
  const [done, setDone] = useState(false);
  const rules: Partial<Record<Field, string>> = {
    ...(acceptableIssuer(draft.issuer.trim()) ? {} : { issuer: t(refusalKeys.issuer) }),
    ...(draft.clientId.trim() === '' ? { clientId: t(refusalKeys.clientId) } : {}),
    ...(normalisedScopes(draft.scopes) === null ? { scopes: t(refusalKeys.scopes) } : {}),
  };
  // A server refusal on a field reads in the screen's words; else the field's own rule, once left or sent.
  const errorOf = (field: Field) => (feedback.failure?.field === field ? t(refusalKeys[field]) : feedback.fieldError(field, rules[field]));
  const edit = (field: Field, value: string | boolean) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    feedback.edited(field);
    setDone(false);
  };
  const text = (field: Exclude<Field, 'enabled'>) => ({
    name: field,
    value: draft[field],
    error: errorOf(field),
    inputRef: feedback.register(field),
    onBlur: () => feedback.touch(field),
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || !feedback.attempt(fields.filter((field) => rules[field] !== undefined))) return;
    const { clientSecret, ...rest } = draft;
    save.mutate(clientSecret === '' ? rest : { ...rest, clientSecret }, {
      onSuccess: (answer) => {
        setDraft({ issuer: answer.issuer ?? '', clientId: answer.clientId ?? '', clientSecret: '', scopes: answer.scopes, enabled: answer.enabled });
        feedback.reset();
        setDone(true);
      },
      onError: (error) => feedback.refuse(error),
    });
  }

  return (
    <form className="settings-form sso-form" onSubmit={submit} noValidate>
      {feedback.formFailure && <FormFailure title={feedback.formFailure.title} message={feedback.formFailure.message} />}
      <section className="admin-panel" aria-labelledby="sso-provider">
        <h2 id="sso-provider">{t('admin.sso.provider')}</h2>
        <div className="settings-section">
          <FormField
            label={t('admin.sso.issuer')}
            hint={t('admin.sso.issuerHint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={limits.issuer}
            {...text('issuer')}
          />
          <FormField label={t('admin.sso.clientId')} autoComplete="off" spellCheck={false} maxLength={limits.clientId} {...text('clientId')} />
          <FormField
            label={t('admin.sso.clientSecret')}
            hint={t(saved.hasClientSecret ? 'admin.sso.clientSecretKept' : 'admin.sso.clientSecretHint')}
            type="password"
            autoComplete="new-password"
            maxLength={limits.clientSecret}
            {...text('clientSecret')}
          />
          <FormField
            label={t('admin.sso.scopes')}
            hint={t('admin.sso.scopesHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={limits.scopes}
            {...text('scopes')}
          />
          <div className="field">
            <p className="sso-callback-label">{t('admin.sso.callback')}</p>
            <p className="field__hint">{t('admin.sso.callbackHint')}</p>
            <code className="sso-callback">{saved.callbackUrl}</code>
          </div>
        </div>
      </section>

      <section className="admin-panel" aria-labelledby="sso-test">
        <h2 id="sso-test">{t('admin.sso.test')}</h2>
        <div className="settings-section">
          <p className="field__hint">{t('admin.sso.testHint')}</p>
          <button
            type="button"
            className="button button--secondary sso-test-button"
            disabled={probe.isPending || rules.issuer !== undefined}
            aria-busy={probe.isPending}
            onClick={() => probe.mutate({ issuer: draft.issuer.trim() })}
          >
            {t('admin.sso.testButton')}
          </button>
          <div role="status" className="sso-test-result">
            {probe.isPending && <p>{t('admin.sso.testing')}</p>}
            {probe.data && <ProbeResult result={probe.data} />}
            {probe.isError && <p className="field__error">{refusedByTheServer(probe.error) ? errorText(probe.error).message : t('admin.sso.testFailed')}</p>}
          </div>
        </div>
      </section>

      <section className="admin-panel" aria-labelledby="sso-switch">
        <h2 id="sso-switch">{t('admin.sso.switchTitle')}</h2>
        <div className="settings-section">
          <SettingsCheckbox
            label={t('admin.sso.enabled')}
            hint={t('admin.sso.enabledHint')}
            checked={draft.enabled}
            error={errorOf('enabled')}
            inputRef={feedback.register('enabled')}
            onChange={(checked) => edit('enabled', checked)}
          />
        </div>
      </section>

      <div className="settings-actions">
        <BusyButton className="button button--primary" busy={save.isPending}>
          {t('admin.sso.save')}
        </BusyButton>
        <p className="admin-status" role="status">
          {done ? t('admin.sso.saved') : ''}
        </p>
      </div>
    </form>
  );
}

/** What the server found, check by check, in words, with its technical detail under each. */
function ProbeResult({ result }: { result: TenantSsoTest }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={result.ok ? 'sso-test-summary sso-test-summary--ok' : 'sso-test-summary sso-test-summary--failed'}>
        {t(result.ok ? 'admin.sso.testOk' : 'admin.sso.testNotOk')}
      </p>
      <ul className="sso-checks">
        {result.checks.map((check) => (
          <li key={check.check} className={check.ok ? 'sso-check sso-check--ok' : 'sso-check sso-check--failed'}>
            <span>
              {t(`admin.sso.check.${check.check}.${check.ok ? 'ok' : 'failed'}`)}
              {check.detail !== null && <code className="sso-check__detail">{check.detail}</code>}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
