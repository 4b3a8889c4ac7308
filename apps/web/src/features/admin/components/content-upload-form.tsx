import { contentPackageLimits } from '@espace/domain/content/content-package-limits';
import { formatFileSize } from '@espace/domain/display/file-size';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/errors/api-error';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { FormField } from '../../../lib/forms/form-field';
import { useUploadContentPackage } from '../api/content-api';
import { contentUploadRefusal, uploadPercent } from './content-upload-check';
import { type PackageIssue, packageProblemText } from './package-problem-text';

const isIssue = (value: unknown): value is PackageIssue =>
  typeof value === 'object' && value !== null && typeof (value as PackageIssue).path === 'string' && typeof (value as PackageIssue).message === 'string';

/** The problems of a refused package, by path, as the API listed them (INVALID_CONTENT_PACKAGE); read by hand, as production builds carry no schema. */
function packageProblems(error: unknown): PackageIssue[] | null {
  if (!(error instanceof ApiError) || errorCodeOf(error) !== 'INVALID_CONTENT_PACKAGE') return null;
  const issues = (error.body as { issues?: unknown }).issues;
  return Array.isArray(issues) ? issues.filter(isIssue) : [];
}

/**
 * Uploads a content package's .zip (docs/administration.md#content) with its progress, then says what
 * was imported, or lists every problem by path, as the CLI does.
 */
export function ContentUploadForm() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const upload = useUploadContentPackage();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const size = formatFileSize(contentPackageLimits.zipBytes, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const refused = contentUploadRefusal(file);
    // The previous upload's answer (its problem table) goes as soon as another is tried.
    upload.reset();
    setRefusal(refused === null ? null : t(`admin.content.upload.${refused}`, { size }));
    if (refused === null && file !== null) upload.mutate(file);
  };

  const problems = upload.isError ? packageProblems(upload.error) : null;
  const summary = upload.isSuccess ? upload.data : null;
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
          error={refusal ?? undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setRefusal(null);
            if (!upload.isPending) upload.reset();
          }}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" aria-busy={upload.isPending}>
            {t('admin.content.upload.submit')}
          </button>
        </div>
        {upload.isPending && <UploadProgress progress={upload.progress} />}
      </form>
      <div role="status" className="admin-status">
        {summary === null
          ? ''
          : summary.corrected
            ? t('admin.content.upload.corrected', { name: summary.programName, version: summary.version, changed: summary.changes.changed, learners: summary.changes.learnersAffected })
            : t('admin.content.upload.imported', { name: summary.programName, courses: summary.courses, blocks: summary.blocks, files: summary.files, terms: summary.terms })}
      </div>
      {summary !== null && summary.warnings.length > 0 && <IssueTable caption={t('admin.content.upload.warnings', { count: summary.warnings.length })} issues={summary.warnings} />}
      {problems !== null && <IssueTable caption={t('admin.content.upload.problems', { count: problems.length })} issues={problems} alert />}
      {upload.isError && problems === null && (
        <p className="alert alert--error" role="alert">
          {errorText(upload.error).message}
        </p>
      )}
    </section>
  );
}

/** The bytes sent so far; once all have gone, the server checks and imports (no measure of that: an indeterminate bar). */
function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation();
  const sent = progress !== null && progress < 1;
  return (
    <div className="admin-upload__progress">
      <progress aria-label={t('admin.content.upload.sending')} max={100} {...(sent ? { value: uploadPercent(progress) } : {})} />
      <p>{sent ? t('admin.content.upload.sent', { percent: uploadPercent(progress) }) : t('admin.content.upload.checking')}</p>
    </div>
  );
}

function IssueTable({ caption, issues, alert = false }: { caption: string; issues: readonly PackageIssue[]; alert?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="admin-issues" role={alert ? 'alert' : undefined}>
      <table className="admin-changes admin-issues__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.content.upload.path')}</th>
            <th scope="col">{t('admin.content.upload.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue, index) => (
            <tr key={`${issue.path}-${index}`}>
              <th scope="row">
                <code className="admin-code">{issue.path}</code>
              </th>
              <td>{packageProblemText(t, i18n.language, issue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
