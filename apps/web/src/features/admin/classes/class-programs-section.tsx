import type { AdminClassDetail, AdminClassProgram } from '@espace/contracts/admin-classes';
import { movedOrder } from '@espace/domain/admin/class-windows';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { FieldError } from '../../../lib/forms/field-notes';
import { serverErrorField } from '../../../lib/forms/server-field-error';
import { useAddClassProgram, useClassChoices, useOrderClassPrograms, useRemoveClassProgram, useSetClassProgramWindow } from './admin-classes-api';
import { closingOf, dayOf, endsBeforeStart, openingOf } from '../components/day-fields';

/** The class's programs in their order (docs/administration.md#classes): add one of the tenant's, move, give dates, remove. */
export function ClassProgramsSection({ klass }: { klass: AdminClassDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const order = useOrderClassPrograms(klass.id);
  // Held here: a removed program's card leaves the list, and its removal is still said.
  const remove = useRemoveClassProgram(klass.id);
  const [said, setSaid] = useState('');
  const ids = klass.programs.map((program) => program.id);
  const move = (program: AdminClassProgram, step: number) => {
    const next = movedOrder(ids, program.id, step);
    if (order.isPending || next.every((id, index) => id === ids[index])) return;
    order.mutate(next, {
      onSuccess: () => setSaid(t('admin.class.programs.moved', { name: program.name, position: next.indexOf(program.id) + 1, count: next.length })),
    });
  };
  return (
    <section className="admin-panel" aria-labelledby="class-programs">
      <h2 id="class-programs">{t('admin.class.programs.title')}</h2>
      <AddProgramForm klass={klass} onAdded={setSaid} />
      {klass.programs.length === 0 ? (
        <p>{t('admin.class.programs.none')}</p>
      ) : (
        <ol className="admin-programs">
          {klass.programs.map((program, index) => (
            <li key={program.id} className="staff-card admin-program">
              <h3 className="admin-card__title">
                {program.name}
                {program.state !== 'PUBLISHED' && (
                  <span className="admin-state admin-state--disabled">{t(`admin.class.programs.state.${program.state}`, { defaultValue: program.state })}</span>
                )}
              </h3>
              <div className="admin-card__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  aria-disabled={index === 0}
                  aria-label={t('admin.class.programs.upNamed', { name: program.name })}
                  onClick={() => index > 0 && move(program, -1)}
                >
                  {t('admin.class.programs.up')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-disabled={index === ids.length - 1}
                  aria-label={t('admin.class.programs.downNamed', { name: program.name })}
                  onClick={() => index < ids.length - 1 && move(program, 1)}
                >
                  {t('admin.class.programs.down')}
                </button>
              </div>
              <ProgramWindowForm classId={klass.id} program={program} onSaved={setSaid} />
              <RemoveProgram program={program} remove={remove} onRemoved={setSaid} />
            </li>
          ))}
        </ol>
      )}
      {order.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(order.error).message}
        </p>
      )}
      <p className="admin-status" role="status">
        {said}
      </p>
    </section>
  );
}

function AddProgramForm({ klass, onAdded }: { klass: AdminClassDetail; onAdded: (said: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const programs = useClassChoices();
  const add = useAddClassProgram(klass.id);
  const taken = new Set(klass.programs.map((program) => program.programId));
  const choices = (programs.data?.programs ?? []).filter((program) => !taken.has(program.id));
  const [programId, setProgramId] = useState('');
  const chosen = choices.find((program) => program.id === programId) ?? choices[0];
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === undefined || add.isPending) return;
    add.mutate({ programId: chosen.id, startAt: null, expireAt: null }, { onSuccess: () => onAdded(t('admin.class.programs.added', { name: chosen.name })) });
  }
  if (programs.isError) return <p className="alert alert--error">{errorText(programs.error).message}</p>;
  if (programs.data !== undefined && choices.length === 0) return <p className="admin-intro">{t('admin.class.programs.allAdded')}</p>;
  return (
    <form className="admin-inline-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{t('admin.class.programs.choose')}</label>
        <select id={id} className="control" value={chosen?.id ?? ''} onChange={(event) => setProgramId(event.target.value)}>
          {choices.map((program) => (
            <option key={program.id} value={program.id}>
              {program.state === 'PUBLISHED'
                ? program.name
                : t('admin.class.programs.option', {
                    name: program.name,
                    state: t(`admin.class.programs.state.${program.state}`, { defaultValue: program.state }),
                  })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" aria-busy={add.isPending}>
        {t('admin.class.programs.add')}
      </button>
      {add.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(add.error).message}
        </p>
      )}
    </form>
  );
}

const windowFields = ['startAt', 'expireAt'] as const;

/** The program's own first and last days; empty: the class's. */
function ProgramWindowForm({ classId, program, onSaved }: { classId: string; program: AdminClassProgram; onSaved: (said: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const save = useSetClassProgramWindow(classId);
  const [from, setFrom] = useState(dayOf(program.startAt));
  const [to, setTo] = useState(dayOf(program.expireAt));
  const backwards = endsBeforeStart(from, to);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (backwards || save.isPending) return;
    save.mutate(
      { classProgramId: program.id, startAt: openingOf(from), expireAt: closingOf(to) },
      {
        onSuccess: () => onSaved(t('admin.class.programs.windowSaved', { name: program.name })),
        // On the field refused, its reason is read with it.
        onError: (error) => document.getElementById(`${id}-${serverErrorField(error, windowFields, {}) ?? 'startAt'}`)?.focus(),
      },
    );
  }
  // A refusal shows on the field whose bound it breaks (the server names it), else under the form.
  const refusedField = save.isError ? serverErrorField(save.error, windowFields, {}) : undefined;
  const refusal = save.isError ? errorText(save.error).message : undefined;
  const errorOf = (field: (typeof windowFields)[number]) =>
    field === 'expireAt' && backwards ? t('admin.classes.form.endBeforeStart') : refusedField === field ? refusal : undefined;
  const control = (field: (typeof windowFields)[number]) => ({
    id: `${id}-${field}`,
    type: 'date',
    'aria-describedby': [`${id}-hint`, errorOf(field) === undefined ? null : `${id}-${field}-error`].filter(Boolean).join(' '),
    'aria-invalid': errorOf(field) === undefined ? undefined : true,
  });
  return (
    <form className="admin-inline-form" onSubmit={submit} aria-label={t('admin.class.programs.windowNamed', { name: program.name })}>
      <div className="field">
        <label htmlFor={`${id}-startAt`}>{t('admin.class.programs.from')}</label>
        <input {...control('startAt')} value={from} onChange={(event) => (setFrom(event.target.value), save.reset())} />
        <FieldError id={`${id}-startAt`} error={errorOf('startAt')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-expireAt`}>{t('admin.class.programs.to')}</label>
        <input {...control('expireAt')} value={to} onChange={(event) => (setTo(event.target.value), save.reset())} />
        <FieldError id={`${id}-expireAt`} error={errorOf('expireAt')} />
      </div>
      <button
        type="submit"
        className="button button--secondary"
        aria-busy={save.isPending}
        aria-label={t('admin.class.programs.saveWindowNamed', { name: program.name })}
      >
        {t('admin.class.programs.saveWindow')}
      </button>
      <p className="field__hint" id={`${id}-hint`}>
        {t('admin.class.programs.windowHint')}
      </p>
      {refusal !== undefined && refusedField === undefined && (
        <p className="alert alert--error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}

function RemoveProgram({
  program,
  remove,
  onRemoved,
}: {
  program: AdminClassProgram;
  remove: ReturnType<typeof useRemoveClassProgram>;
  onRemoved: (said: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  if (program.startedLessons > 0) return <p className="admin-card__created">{t('admin.class.programs.started', { count: program.startedLessons })}</p>;
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-label={t('admin.class.programs.removeNamed', { name: program.name })}
        onClick={() => setAsking(true)}
      >
        {t('admin.class.programs.remove')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('admin.class.programs.removeTitle', { name: program.name })}
        description={<p>{t('admin.class.programs.removeText')}</p>}
        confirmLabel={t('admin.class.programs.removeConfirm')}
        cancelLabel={t('admin.class.cancel')}
        busy={remove.isPending}
        error={asking && remove.isError ? errorText(remove.error).message : undefined}
        onConfirm={() => remove.mutate(program.id, { onSuccess: () => onRemoved(t('admin.class.programs.removed', { name: program.name })) })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
