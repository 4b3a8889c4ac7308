import { contentNameMaxLength } from '@espace/contracts/admin-content';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { FormField } from '../../../lib/forms/form-field';
import { serverErrorField } from '../../../lib/forms/server-field-error';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useChangeContent } from './content-api';
import { isStaleVersion, StaleVersionAlert } from '../components/stale-version-alert';

type Kind = 'program' | 'course';

/** What a typed name breaks, as a text key, or null: trimmed, not blank, at most contentNameMaxLength characters (the API's rule). */
function contentNameRefusal(typed: string): 'required' | 'tooLong' | null {
  const name = typed.trim();
  if (name === '') return 'required';
  return name.length > contentNameMaxLength ? 'tooLong' : null;
}

/**
 * « Renommer » a program or a course (docs/administration.md#content): a small form under the
 * button, with the current name, sent from the version on screen. A refusal keeps what was typed
 * and says why on the field (PROGRAM_NAME_TAKEN); a change made meanwhile elsewhere (412) offers
 * to reload the list, and what was typed stays to be sent again.
 */
export function ContentRename({
  kind,
  id,
  name,
  version,
  onReload,
}: {
  kind: Kind;
  id: string;
  name: string;
  version: string;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangeContent();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(name);
  const [rule, setRule] = useState<'required' | 'tooLong' | null>(null);
  const [reloading, setReloading] = useState(false);
  const [said, setSaid] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const field = kind === 'program' ? 'name' : 'title';

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const start = () => {
    setTyped(name);
    setRule(null);
    setSaid('');
    change.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const refused = contentNameRefusal(typed);
    setRule(refused);
    if (refused !== null) return input.current?.focus();
    const renamed = typed.trim();
    change.mutate(
      { kind, id, version, body: { [field]: renamed } },
      {
        onSuccess: () => {
          setSaid(t('admin.content.rename.done', { before: name, name: renamed }));
          close();
        },
        onError: (error) => {
          if (!isStaleVersion(error)) input.current?.focus();
        },
      },
    );
  };
  const reload = () => {
    setReloading(true);
    void onReload().finally(() => {
      setReloading(false);
      change.reset();
      input.current?.focus();
    });
  };

  const failed = change.isError && !isStaleVersion(change.error) ? change.error : null;
  // A refusal about the name shows on the field; any other above the buttons.
  const onField = failed !== null && serverErrorField(failed, [field], { PROGRAM_NAME_TAKEN: 'name' }) === field;
  const fieldError = rule !== null ? t(`admin.content.rename.${rule}`, { max: contentNameMaxLength }) : onField ? errorText(failed).message : undefined;
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        ref={toggle}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        aria-label={t('admin.content.rename.named', { name })}
        onClick={open ? close : start}
      >
        {t('admin.content.rename.button')}
      </button>
      {open && (
        <form id={formId} className="admin-rename" onSubmit={submit} noValidate>
          <FormField
            label={t(`admin.content.rename.${kind}`)}
            hint={t('admin.content.rename.hint', { max: contentNameMaxLength })}
            name={field}
            value={typed}
            inputRef={input}
            autoComplete="off"
            error={fieldError}
            onChange={(event) => {
              setTyped(event.target.value);
              setRule(null);
              if (failed !== null) change.reset();
            }}
          />
          {change.isError && isStaleVersion(change.error) && <StaleVersionAlert error={change.error} onReload={reload} reloading={reloading} />}
          {failed !== null && !onField && (
            <p className="alert alert--error" role="alert">
              {errorText(failed).message}
            </p>
          )}
          <div className="admin-form__actions">
            <BusyButton className="button button--primary" busy={change.isPending}>
              {t('admin.content.rename.save')}
            </BusyButton>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('admin.content.rename.cancel')}
            </button>
          </div>
        </form>
      )}
      <p className="admin-status" role="status">
        {said}
      </p>
    </>
  );
}
