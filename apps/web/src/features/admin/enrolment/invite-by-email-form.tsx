import type { ClassMemberRole } from '@espace/domain/admin/class-vocabulary';
import type { ClassInvitations } from '@espace/contracts/admin-enrolment';
import { MAX_INVITATIONS_PER_REQUEST } from '@espace/domain/admin/learner-import';
import { isEmailAddress } from '@espace/domain/accounts/profile-rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useInviteToClass } from './enrolment-api';
import { BusyButton } from '../../../lib/forms/busy-button';
import '../components/admin.css';
import './learner-import.css';

/** The addresses typed: one a line, or separated by commas, semicolons or spaces; each once, lower-cased. */
export function addressesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((address) => address.trim().toLowerCase())
        .filter((address) => address !== ''),
    ),
  ];
}

/** The text key of what is wrong with the typed addresses, or none. */
function addressesProblem(addresses: readonly string[]): { key: string; values?: Record<string, string | number> } | undefined {
  if (addresses.length === 0) return { key: 'admin.invite.none' };
  if (addresses.length > MAX_INVITATIONS_PER_REQUEST) return { key: 'admin.invite.tooMany', values: { max: MAX_INVITATIONS_PER_REQUEST } };
  const invalid = addresses.filter((address) => !isEmailAddress(address));
  if (invalid.length > 0) return { key: 'admin.invite.invalid', values: { addresses: invalid.join(', '), count: invalid.length } };
  return undefined;
}

/**
 * Enrols people in a class by address (docs/administration.md#inviting-by-e-mail): unknown addresses
 * get an account and a mail with a one-time link, known ones are enrolled. Says what happened to
 * each address; what was typed stays until it is sent, and stays when it is refused.
 */
export function InviteByEmailForm({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invite = useInviteToClass(classId);
  const id = useId();
  const [text, setText] = useState('');
  const [role, setRole] = useState<ClassMemberRole>('STUDENT');
  const [tried, setTried] = useState(false);
  const [results, setResults] = useState<ClassInvitations['items'] | null>(null);
  const problem = addressesProblem(addressesOf(text));
  const shownProblem = tried ? problem : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (problem !== undefined || invite.isPending) {
      document.getElementById(`${id}-addresses`)?.focus();
      return;
    }
    invite.mutate(
      { emails: addressesOf(text), role },
      {
        onSuccess: (answer) => {
          setResults(answer.items);
          setText('');
          setTried(false);
        },
      },
    );
  }

  return (
    <section className="admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.invite.title')}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-addresses`}>{t('admin.invite.addresses')}</label>
          <textarea
            id={`${id}-addresses`}
            className="admin-invite__addresses"
            rows={4}
            value={text}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={`${id}-hint${shownProblem ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setText(event.target.value);
              setResults(null);
            }}
          />
          <p className="field__hint" id={`${id}-hint`}>
            {t('admin.invite.addressesHint', { max: MAX_INVITATIONS_PER_REQUEST })}
          </p>
          {shownProblem && (
            <p className="field__error" id={`${id}-error`}>
              {t(shownProblem.key, shownProblem.values)}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('admin.invite.role')}</label>
          <select id={`${id}-role`} className="control" value={role} onChange={(event) => setRole(event.target.value as ClassMemberRole)}>
            <option value="STUDENT">{t('admin.invite.roleStudent')}</option>
            <option value="TEACHER">{t('admin.invite.roleTeacher')}</option>
          </select>
        </div>
        {invite.isError && (
          <p className="alert alert--error" role="alert">
            {errorText(invite.error).message}
          </p>
        )}
        <div className="admin-form__actions">
          <BusyButton className="button button--primary" busy={invite.isPending}>
            {t('admin.invite.submit')}
          </BusyButton>
        </div>
      </form>
      <div role="status">
        {results !== null && (
          <>
            <p>{t('admin.invite.done', { count: results.length })}</p>
            <ul className="admin-invite__results">
              {results.map((result) => (
                <li key={result.email}>
                  {result.reason === null
                    ? t('admin.invite.result', { email: result.email, outcome: t(`admin.import.outcome.${result.outcome}`) })
                    : t('admin.invite.resultWithReason', {
                        email: result.email,
                        outcome: t(`admin.import.outcome.${result.outcome}`),
                        reason: t(`admin.import.problem.${result.reason}`),
                      })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
