import type { ProgramVersions } from '@espace/contracts/admin-content';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useProgramVersions } from './content-api';

/**
 * A program's versions, newest first (docs/administration.md#content): each with its number, when
 * and by whom it was published, the pages it added, changed and removed and the learners it
 * reached. Read when the admin opens the disclosure, not with the list.
 */
export function ProgramVersionHistory({ programId, name }: { programId: string; name: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const versions = useProgramVersions(programId, opened);
  return (
    <details className="admin-versions" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t('admin.content.versions.open')}</summary>
      {opened && <QueryStatus query={versions} loading={t('admin.content.versions.loading')} errorText={(error) => errorText(error).message} />}
      {versions.data !== undefined &&
        (versions.data.items.length === 0 ? (
          <p>{t('admin.content.versions.empty')}</p>
        ) : (
          <ol className="admin-versions__list" aria-label={t('admin.content.versions.list', { name })}>
            {versions.data.items.map((version) => (
              <VersionItem key={version.version} version={version} />
            ))}
          </ol>
        ))}
    </details>
  );
}

function VersionItem({ version }: { version: ProgramVersions['items'][number] }) {
  const { t, i18n } = useTranslation();
  const at = new Date(version.publishedAt);
  const when = {
    date: dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(at),
    time: dateTimeFormat(i18n.language, { timeStyle: 'short' }).format(at),
  };
  const { added, changed, removed, learnersAffected } = version.changes;
  return (
    <li>
      <p className="admin-versions__number">{t('admin.content.versions.version', { version: version.version })}</p>
      <p>
        {version.publishedBy === null
          ? t('admin.content.versions.publishedByCommandLine', when)
          : t('admin.content.versions.published', { ...when, name: version.publishedBy })}
      </p>
      <p>
        {t('admin.content.versions.changes', {
          added: t('admin.content.versions.added', { count: added }),
          changed: t('admin.content.versions.changed', { count: changed }),
          removed: t('admin.content.versions.removed', { count: removed }),
          learners: t('admin.content.versions.learners', { count: learnersAffected }),
        })}
      </p>
    </li>
  );
}
