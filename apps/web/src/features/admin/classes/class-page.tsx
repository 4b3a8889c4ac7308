import type { AdminClassDetail } from '@espace/contracts/admin-classes';
import type { Versioned } from '../../../lib/api-client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { QueryStatus } from '../../../components/query-status';
import { FormFailure } from '../../../lib/forms/form-failure';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useAdminClass, useUpdateClass } from './admin-classes-api';
import { useAdministersTenant } from '../components/admin-sections';
import { ClassMembersSection } from './class-members-section';
import { useClassPeriodText } from './class-period-text';
import { ClassProgramsSection } from './class-programs-section';
import { ClassDueDatesSection } from './class-due-dates-section';
import { dayOf } from '../components/day-fields';
import { ClassFields, useClassForm } from './create-class-form';
import { InviteByEmailForm } from '../enrolment/invite-by-email-form';
import { isStaleVersion, StaleVersionAlert } from '../components/stale-version-alert';
import '../../../components/staff/staff.css';
import '../components/admin.css';
import './admin-classes.css';
import { paths } from '../../../lib/paths';

/** A class (docs/administration.md#classes): its details, programs and members, and a way to close it. */
export function ClassPage({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const klass = useAdminClass(classId);
  return (
    <div className="admin-page">
      <p className="staff-back">
        <Link to={paths.admin.classes.getHref()}>{t('admin.class.back')}</Link>
      </p>
      <QueryStatus query={klass} loading={t('admin.class.loading')} errorText={(error) => errorText(error).message} />
      {klass.data && <ClassScreen read={klass.data} onReload={async () => (await klass.refetch()).data} />}
    </div>
  );
}

function ClassScreen({ read, onReload }: { read: Versioned<AdminClassDetail>; onReload: () => Promise<Versioned<AdminClassDetail> | undefined> }) {
  const { t } = useTranslation();
  const klass = read.document;
  // The details form starts again from the class as saved when the admin reloads it, never on its own.
  const [reloaded, setReloaded] = useState<{ generation: number; read: Versioned<AdminClassDetail> } | null>(null);
  const periodText = useClassPeriodText();
  // The trainer space follows every class for the tenant's system admin only: a company admin's link would lead nowhere.
  const followsEveryClass = useAdministersTenant();
  return (
    <>
      <h1>
        {klass.name} {klass.closed && <span className="admin-state admin-state--disabled">{t('admin.classes.closedBadge')}</span>}
      </h1>
      <p className="admin-intro">{periodText(klass)}</p>
      {klass.company !== null && <p className="admin-intro">{t('admin.classes.ofCompany', { company: klass.company.name })}</p>}
      {followsEveryClass && (
        <p>
          <Link className="admin-roster-link" to={paths.trainer.class.getHref({ classId: klass.id })}>
            {t('admin.class.roster')}
          </Link>
        </p>
      )}
      <ClassDetails
        key={reloaded?.generation ?? 0}
        read={reloaded?.read ?? read}
        current={klass}
        onReload={async () => {
          const fresh = await onReload();
          if (fresh !== undefined) setReloaded((previous) => ({ generation: (previous?.generation ?? 0) + 1, read: fresh }));
        }}
      />
      <ClassProgramsSection klass={klass} />
      <ClassDueDatesSection classId={klass.id} />
      <ClassMembersSection classId={klass.id} />
      <InviteByEmailForm classId={klass.id} />
    </>
  );
}

/**
 * The class's name, days and phone switch, saved at once; closing (asked first) and reopening. Each
 * change names the version the form started from: someone's change meanwhile is refused, what was
 * typed stays, and the form offers to reload the class as saved.
 */
function ClassDetails({ read, current, onReload }: { read: Versioned<AdminClassDetail>; current: AdminClassDetail; onReload: () => Promise<void> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The form starts from what it read; whether the class is closed, and its name, are as they are now.
  const klass = read.document;
  const update = useUpdateClass(klass.id);
  const [version, setVersion] = useState(read.version);
  const form = useClassForm({
    name: klass.name,
    startAt: dayOf(klass.startAt),
    expireAt: dayOf(klass.expireAt),
    mobileAllowed: klass.mobileAllowed,
    companyId: klass.company?.id ?? '',
  });
  const [asking, setAsking] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [said, setSaid] = useState('');
  const stale = update.isError && isStaleVersion(update.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending || !form.ready()) return;
    setSaid('');
    update.mutate(
      { body: form.body(), version },
      {
        onSuccess: (answer) => {
          setVersion(answer.version);
          setSaid(t('admin.class.saved'));
        },
        onError: (error) => {
          if (!isStaleVersion(error)) form.feedback.refuse(error);
        },
      },
    );
  }
  const setClosed = (closed: boolean) =>
    update.mutate(
      { body: { closed }, version },
      {
        onSuccess: (answer) => {
          setVersion(answer.version);
          setAsking(false);
          setSaid(t(closed ? 'admin.class.closedDone' : 'admin.class.reopenedDone'));
        },
        onError: (error) => {
          if (isStaleVersion(error)) setAsking(false);
        },
      },
    );
  const reload = () => {
    setReloading(true);
    void onReload().finally(() => setReloading(false));
  };

  return (
    <section className="admin-panel" aria-labelledby="class-details">
      <h2 id="class-details">{t('admin.class.details')}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        {form.feedback.formFailure && <FormFailure title={form.feedback.formFailure.title} message={form.feedback.formFailure.message} />}
        <ClassFields draft={form.draft} input={form.input} onMobile={form.setMobile} onCompany={form.setCompany} />
        {stale && <StaleVersionAlert error={update.error} onReload={reload} reloading={reloading} />}
        <div className="admin-form__actions admin-card__actions">
          <button type="submit" className="button button--primary" aria-busy={update.isPending}>
            {t('admin.class.save')}
          </button>
          {current.closed ? (
            <button type="button" className="button button--secondary" aria-busy={update.isPending} onClick={() => !update.isPending && setClosed(false)}>
              {t('admin.class.reopen')}
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
              {t('admin.class.close')}
            </button>
          )}
        </div>
      </form>
      <p className="admin-status" role="status">
        {said}
      </p>
      <ConfirmDialog
        open={asking}
        title={t('admin.class.closeTitle', { name: current.name })}
        description={<p>{t('admin.class.closeText')}</p>}
        confirmLabel={t('admin.class.closeConfirm')}
        cancelLabel={t('admin.class.cancel')}
        busy={update.isPending}
        error={asking && update.isError && !stale ? errorText(update.error).message : undefined}
        onConfirm={() => setClosed(true)}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
