import type { LearnerImport, LearnerImportCheckBody } from '@espace/contracts/admin-enrolment';
import { learnerImportLimits } from '@espace/domain/admin/learner-import';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { fetchLearnerImportReport, useCheckLearnerFile, useLearnerImport, useStartLearnerImport } from './enrolment-api';
import { AdminSections } from '../components/admin-sections';
import { learnerImportReportCsv } from './learner-import-report';
import { BusyButton } from '../../../lib/forms/busy-button';
import '../../../components/staff/staff.css';
import '../components/admin.css';
import './learner-import.css';

/**
 * « Importer des apprenants » (docs/administration.md#importing-learners): choose (or drop) a CSV,
 * check it (its problems by line and column), fix it and check again, or import its valid lines
 * only; a progress bar while the import runs, then its report to download. A refusal keeps the
 * file chosen.
 */
export function LearnerImportPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ file: File; result: LearnerImportCheckBody } | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const check = useCheckLearnerFile();
  const start = useStartLearnerImport();
  const job = useLearnerImport(importId);

  const choose = (chosen: File | undefined) => {
    if (chosen === undefined) return;
    setFile(chosen);
    setChecked(null);
    setImportId(null);
    setValidOnly(false);
    check.reset();
    start.reset();
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const runCheck = () => {
    if (file === null) return;
    setImportId(null);
    start.reset();
    check.mutate(file, { onSuccess: (result) => setChecked({ file, result }) });
  };
  const current = checked !== null && checked.file === file ? checked.result : null;
  const canImport = current !== null && current.validLines > 0 && (current.problemCount === 0 || validOnly) && importId === null;

  return (
    <div className="admin-page">
      <h1>{t('admin.import.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.import.intro')}</p>
      <section className="admin-panel" aria-labelledby={`${id}-file`}>
        <h2 id={`${id}-file`}>{t('admin.import.fileTitle')}</h2>
        {/* A drop target for a file dragged from the desktop; the file input inside is the way for the keyboard and assistive technology. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          className={`admin-import__drop${dragging ? ' admin-import__drop--over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <label htmlFor={`${id}-input`}>{t('admin.import.choose')}</label>
          <input id={`${id}-input`} type="file" accept=".csv,text/csv" aria-describedby={`${id}-hint`} onChange={(event) => choose(event.target.files?.[0])} />
          <p className="field__hint" id={`${id}-hint`}>
            {t('admin.import.chooseHint', { lines: learnerImportLimits.lines, megabytes: learnerImportLimits.bytes / 1024 / 1024 })}
          </p>
          {file !== null && <p className="admin-import__chosen">{t('admin.import.chosen', { name: file.name })}</p>}
        </div>
        <div className="admin-form__actions admin-import__actions">
          <BusyButton type="button" className="button button--primary" busy={check.isPending} disabled={file === null} onClick={runCheck}>
            {t('admin.import.check')}
          </BusyButton>
        </div>
        {/* There before the check answers, so a screen reader says the summary when it arrives (WCAG 4.1.3). */}
        <p role="status" className="admin-import__summary">
          {current !== null && t('admin.import.summary', { count: current.lines, valid: current.validLines, problems: current.problemCount })}
        </p>
        {check.isError && (
          <p className="alert alert--error" role="alert">
            {errorText(check.error).message}
          </p>
        )}
      </section>
      {current !== null && (
        <CheckResult result={current} validOnly={validOnly} onValidOnly={setValidOnly} locked={importId !== null}>
          <div className="admin-form__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!canImport || start.isPending}
              aria-busy={start.isPending}
              onClick={() => {
                if (file !== null) start.mutate({ file, validOnly }, { onSuccess: (started) => setImportId(started.id) });
              }}
            >
              {validOnly && current.problemCount > 0
                ? t('admin.import.importValid', { count: current.validLines })
                : t('admin.import.import', { count: current.validLines })}
            </button>
          </div>
          {start.isError && (
            <p className="alert alert--error" role="alert">
              {errorText(start.error).message}
            </p>
          )}
        </CheckResult>
      )}
      {importId !== null && job.data !== undefined && <ImportProgress job={job.data} />}
      {job.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(job.error).message}
        </p>
      )}
    </div>
  );
}

function CheckResult({
  result,
  validOnly,
  onValidOnly,
  locked,
  children,
}: {
  result: LearnerImportCheckBody;
  validOnly: boolean;
  onValidOnly: (value: boolean) => void;
  locked: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.import.checkTitle')}</h2>
      {result.problemCount > 0 && (
        <>
          <div className="admin-import__table">
            <table className="admin-changes admin-import__problems">
              <caption>
                {result.problems.length < result.problemCount
                  ? t('admin.import.problemsCaptionCut', { count: result.problemCount, listed: result.problems.length })
                  : t('admin.import.problemsCaption', { count: result.problemCount })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.import.line')}</th>
                  <th scope="col">{t('admin.import.column')}</th>
                  <th scope="col">{t('admin.import.problemHeader')}</th>
                </tr>
              </thead>
              <tbody>
                {result.problems.map((problem) => (
                  <tr key={`${problem.line} ${problem.column ?? ''} ${problem.code}`}>
                    <td>{problem.line}</td>
                    <td>{problem.column === null ? t('admin.import.wholeLine') : t(`admin.import.columnName.${problem.column}`)}</td>
                    <td>{t(`admin.import.problem.${problem.code}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{t('admin.import.fixAndCheck')}</p>
          {result.validLines > 0 && (
            <label className="admin-import__valid-only">
              <input type="checkbox" checked={validOnly} disabled={locked} onChange={(event) => onValidOnly(event.target.checked)} />
              {t('admin.import.validOnly', { count: result.validLines })}
            </label>
          )}
        </>
      )}
      {children}
    </section>
  );
}

function ImportProgress({ job }: { job: LearnerImport }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [reportError, setReportError] = useState<unknown>(null);
  const outcomeText = (outcome: string) => t(`admin.import.outcome.${outcome}`);

  async function download() {
    setReportError(null);
    try {
      const report = await fetchLearnerImportReport(job.id);
      const csv = learnerImportReportCsv(report.items, {
        header: [t('admin.import.line'), t('admin.import.columnName.email'), t('admin.import.reportOutcome'), t('admin.import.reportReason')],
        outcome: (line) => outcomeText(line.outcome),
        reason: (line) => (line.reason === null ? '' : t(`admin.import.problem.${line.reason}`)),
      });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = t('admin.import.reportFile', { name: job.fileName.replace(/\.csv$/i, '') });
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      setReportError(error);
    }
  }

  return (
    <section className="admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.import.progressTitle')}</h2>
      <progress
        className="admin-import__progress"
        aria-label={t('admin.import.progressLabel')}
        max={Math.max(job.total, 1)}
        value={job.state === 'done' ? Math.max(job.total, 1) : job.processed}
      />
      <p role="status">
        {job.state === 'running' && t('admin.import.running', { processed: job.processed, total: job.total })}
        {job.state === 'done' && t('admin.import.done', { count: job.total })}
      </p>
      {job.state === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('admin.import.failed')}
        </p>
      )}
      {job.state === 'done' && (
        <>
          <ul className="admin-import__counts">
            {Object.entries(job.counts).map(([outcome, count]) => (
              <li key={outcome}>{t('admin.import.count', { outcome: outcomeText(outcome), count })}</li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => void download()}>
            {t('admin.import.report')}
          </button>
          {reportError !== null && (
            <p className="alert alert--error" role="alert">
              {errorText(reportError).message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
