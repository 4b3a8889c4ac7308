import { useTranslation } from '../../../lib/i18n/use-translation';
import { type PackageIssue, packageProblemText } from './package-problem-text';

/** A package's problems or warnings by path, each in the admin's language from its problem code (docs/content-packages.md#problem-codes). */
export function PackageIssueTable({ caption, issues, alert = false }: { caption: string; issues: readonly PackageIssue[]; alert?: boolean }) {
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
