import type { CredentialVerification } from '@espace/contracts/credentials';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { credentialContext } from './credential-context';

type Outcome = CredentialVerification['outcome'];
type Checks = CredentialVerification['checks'];

/** The outcome's tone: a banner is read by its words first, its colour and mark only repeat them. */
const toneOf = (outcome: Outcome) => (outcome === 'valid' ? 'success' : outcome === 'unverifiable' ? 'warning' : 'error');

/** Each check passed, failed, or could not be made: its mark beside its sentence. */
function stateOf(check: keyof Checks, value: string): 'pass' | 'fail' | 'unknown' {
  if (check === 'signature') return value === 'valid' ? 'pass' : value === 'unresolvable' ? 'unknown' : 'fail';
  if (check === 'status') return value === 'active' || value === 'none' ? 'pass' : value === 'revoked' || value === 'invalid' ? 'fail' : 'unknown';
  if (check === 'dates') return value === 'valid' ? 'pass' : 'fail';
  return value === 'this-portal' ? 'pass' : 'unknown';
}

const marks = { pass: '✓', fail: '✗', unknown: '?' } as const;

/**
 * A credential's verification as /verify and its public page show it (docs/credentials.md#verifying):
 * one outcome in words, then each check in its own sentence, then what the credential says.
 */
export function CredentialChecks({ verification, headingLevel = 2 }: { verification: CredentialVerification; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const date = (iso: string | null) => {
    if (iso === null) return null;
    const parsed = new Date(iso);
    return Number.isNaN(parsed.getTime()) ? iso : dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(parsed);
  };
  const { outcome, checks, credential } = verification;
  // A badge's texts say « badge » where a certificate's say « certificat » (the `_Badge` variants).
  const kind = credentialContext(credential);
  const issuer = credential?.issuer.name ?? credential?.issuer.id ?? t('credentials.checks.unknownIssuer');
  const values = {
    issuer,
    revokedAt: date(verification.revokedAt) ?? '',
    from: date(credential?.validFrom ?? null) ?? '',
    until: date(credential?.validUntil ?? null) ?? '',
    unresolved: verification.unresolved ?? '',
  };
  const Heading = `h${headingLevel}` as const;
  const facts: [string, string][] = credential
    ? [
        ...(credential.learner ? [[t('credentials.facts.learner'), credential.learner] as [string, string]] : []),
        ...(credential.achievement.name ? [[t('credentials.facts.achievement', { context: kind }), credential.achievement.name] as [string, string]] : []),
        [t('credentials.facts.issuer'), issuer],
        ...(values.from ? [[t('credentials.facts.date'), values.from] as [string, string]] : []),
        ...credential.results.map((result): [string, string] => [result.label ?? t('credentials.facts.result'), result.value]),
        ...(credential.competencies.length > 0 ? [[t('credentials.facts.competencies'), credential.competencies.join(', ')] as [string, string]] : []),
        ...(credential.achievement.criteria ? [[t('credentials.facts.criteria'), credential.achievement.criteria] as [string, string]] : []),
      ]
    : [];
  const sentence = (check: keyof Checks) => {
    const value = checks[check];
    const context =
      check === 'status' && value === 'revoked' && verification.revokedAt === null
        ? 'undated'
        : check === 'dates' && value === 'valid' && values.until !== ''
          ? 'until'
          : kind;
    return t(`credentials.checks.${check}.${value}`, { ...values, context });
  };
  return (
    <section className={`credential-checks credential-checks--${toneOf(outcome)}`} aria-labelledby={headingId}>
      <div className="credential-checks__outcome" role="status">
        <Heading id={headingId} className="credential-checks__title">
          <span aria-hidden="true" className="credential-checks__mark">
            {outcome === 'valid' ? marks.pass : outcome === 'unverifiable' ? marks.unknown : marks.fail}
          </span>{' '}
          {t(`credentials.outcome.${outcome}.title`, { context: kind })}
        </Heading>
        <p>{t(`credentials.outcome.${outcome}.detail`, { ...values, context: kind })}</p>
      </div>
      <ul className="credential-checks__list" aria-label={t('credentials.checks.label')}>
        {(['signature', 'status', 'dates', 'issuer'] as const).map((check) => {
          const state = stateOf(check, checks[check]);
          return (
            <li key={check} className={`credential-checks__check credential-checks__check--${state}`}>
              <span aria-hidden="true" className="credential-checks__mark">
                {marks[state]}
              </span>
              <span>{sentence(check)}</span>
            </li>
          );
        })}
      </ul>
      {credential && (
        <dl className="credential-checks__facts">
          {facts.map(([label, value]) => (
            <div key={`${label}:${value}`} className="credential-checks__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
