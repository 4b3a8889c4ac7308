import type { ContentImportPreview, ContentImportSummary } from '@espace/contracts/admin-content';
import { contentPackageLimits } from '@espace/domain/content/content-package-limits';
import { formatFileSize } from '@espace/domain/display/file-size';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { FormField } from '../../../lib/forms/form-field';
import { useCheckContentPackage, usePublishContentPackage } from './content-api';
import { contentUploadRefusal, packageProblems } from './content-upload-check';
import { UploadProgress } from './content-upload-progress';
import { ContentUploadPreview } from './content-upload-preview';
import { PackageIssueTable } from './package-issue-table';
import { isStaleVersion } from '../components/stale-version-alert';

/**
 * Uploads a content package's .zip in two steps (docs/administration.md#content): it is checked
 * first and the screen says what importing it would do, writing nothing; the admin then publishes
 * it (the same file, against the version the check saw) or drops it. A refused package lists every
 * problem by path, as the CLI does. The pressed button keeps the focus while the file goes; the
 * check's answer takes the focus to its heading, and the outcome is said in the status line.
 */
export function ContentUploadForm() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const check = useCheckContentPackage();
  const publish = usePublishContentPackage();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The check on screen, with the file it was made of: publishing sends that file again.
  const [checked, setChecked] = useState<{ file: File; preview: ContentImportPreview } | null>(null);
  const [said, setSaid] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const checkButton = useRef<HTMLButtonElement>(null);
  const size = formatFileSize(contentPackageLimits.zipBytes, i18n.language);
  const busy = check.isPending || publish.isPending;

  useEffect(() => {
    if (checked !== null) previewHeading.current?.focus();
  }, [checked]);

  /** Checks a file; what was on screen stays until the answer, so the button pressed keeps the focus. */
  const startCheck = (toCheck: File) => {
    setSaid('');
    check.mutate(toCheck, {
      onSuccess: (preview) => {
        publish.reset();
        setChecked({ file: toCheck, preview });
      },
      onError: () => {
        publish.reset();
        setChecked(null);
        checkButton.current?.focus();
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refused = contentUploadRefusal(file);
    // Whatever was checked or refused before goes as soon as another check starts.
    check.reset();
    publish.reset();
    setChecked(null);
    setRefusal(refused === null ? null : t(`admin.content.upload.${refused}`, { size }));
    if (refused === null && file !== null) startCheck(file);
  };
  /** The check is done with: the file field empties and takes the focus, ready for the next package. */
  const done = (text: string) => {
    setChecked(null);
    check.reset();
    setFile(null);
    if (fileInput.current !== null) fileInput.current.value = '';
    setSaid(text);
    fileInput.current?.focus();
  };
  const confirm = () => {
    if (checked === null || busy) return;
    publish.mutate(
      { file: checked.file, expectedVersion: checked.preview.currentVersion },
      {
        onSuccess: (summary) => done(summaryText(t, summary)),
        // A package refused now (its problems replace the check) leaves the focus with the check's button.
        onError: (error) => packageProblems(error) !== null && checkButton.current?.focus(),
      },
    );
  };
  const cancel = () => {
    if (busy) return;
    publish.reset();
    done(t('admin.content.upload.cancelled'));
  };

  const failure = check.error ?? publish.error;
  const problems = packageProblems(failure);
  const stale = publish.isError && isStaleVersion(publish.error);
  return (
    <section className="admin-panel" aria-labelledby="content-upload-title">
      <h2 id="content-upload-title">{t('admin.content.upload.title')}</h2>
      <form className="admin-form admin-upload" onSubmit={submit} noValidate>
        <FormField
          label={t('admin.content.upload.file')}
          hint={t('admin.content.upload.fileHint', { size })}
          name="package"
          type="file"
          accept=".zip,application/zip"
          inputRef={fileInput}
          error={refusal ?? undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setRefusal(null);
            if (busy) return;
            check.reset();
            publish.reset();
            setChecked(null);
            setSaid('');
          }}
        />
        <div className="admin-form__actions">
          <BusyButton className={checked === null ? 'button button--primary' : 'button button--secondary'} busy={check.isPending} ref={checkButton}>
            {t('admin.content.upload.submit')}
          </BusyButton>
        </div>
        {check.isPending && checked === null && <UploadProgress progress={check.progress} received={t('admin.content.upload.received.check')} />}
      </form>
      {checked !== null && problems === null && (
        <ContentUploadPreview preview={checked.preview} headingRef={previewHeading}>
          {stale ? (
            <StalePreview name={checked.preview.programName} busy={check.isPending} onCheckAgain={() => startCheck(checked.file)} />
          ) : (
            <div className="admin-form__actions admin-preview__actions">
              <BusyButton type="button" className="button button--primary" busy={publish.isPending} onClick={confirm}>
                {checked.preview.correctedProgramId === null
                  ? t('admin.content.preview.importNew', { name: checked.preview.programName })
                  : t('admin.content.preview.publish', { version: checked.preview.currentVersion + 1 })}
              </BusyButton>
              <BusyButton type="button" className="button button--ghost" busy={publish.isPending} onClick={cancel}>
                {t('admin.content.preview.cancel')}
              </BusyButton>
            </div>
          )}
          {check.isPending && <UploadProgress progress={check.progress} received={t('admin.content.upload.received.check')} />}
          {publish.isPending && <UploadProgress progress={publish.progress} received={t('admin.content.upload.received.publish')} />}
          {publish.isError && !stale && problems === null && (
            <p className="alert alert--error" role="alert">
              {errorText(publish.error).message}
            </p>
          )}
        </ContentUploadPreview>
      )}
      <div role="status" className="admin-status">
        {said}
      </div>
      {problems !== null && <PackageIssueTable caption={t('admin.content.upload.problems', { count: problems.length })} issues={problems} alert />}
      {check.isError && problems === null && (
        <p className="alert alert--error" role="alert">
          {errorText(check.error).message}
        </p>
      )}
    </section>
  );
}

function summaryText(t: ReturnType<typeof useTranslation>['t'], summary: ContentImportSummary): string {
  return summary.corrected
    ? t('admin.content.upload.corrected', {
        name: summary.programName,
        version: summary.version,
        added: summary.changes.added,
        changed: summary.changes.changed,
        removed: summary.changes.removed,
        learners: summary.changes.learnersAffected,
      })
    : t('admin.content.upload.imported', {
        name: summary.programName,
        courses: summary.courses,
        blocks: summary.blocks,
        files: summary.files,
        terms: summary.terms,
      });
}

/** Another version was published since the check (STALE_VERSION): nothing was imported; checking again shows what the package would change now. */
function StalePreview({ name, busy, onCheckAgain }: { name: string; busy: boolean; onCheckAgain: () => void }) {
  const { t } = useTranslation();
  const again = useRef<HTMLButtonElement>(null);
  // The publish button it replaces had the focus.
  useEffect(() => again.current?.focus(), []);
  return (
    <div className="alert alert--error" role="alert">
      <p>{t('admin.content.upload.stale', { name })}</p>
      <p>
        <BusyButton type="button" className="button button--secondary" busy={busy} onClick={onCheckAgain} ref={again}>
          {t('admin.content.upload.checkAgain')}
        </BusyButton>
      </p>
    </div>
  );
}
