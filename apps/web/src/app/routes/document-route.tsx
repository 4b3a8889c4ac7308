import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { useErrorText } from '../../lib/errors/use-error-text';
import { apiUrlOf, fileLinkQuery } from '../../lib/media-url';

/** Leaves the app for the file's bytes; a seam for tests, which cannot follow a full navigation. */
export const openDocument = { at: (url: string) => window.location.replace(url) };

/**
 * /documents/:fileId, where documents mailed as links open (docs/security.md). The
 * mail carries no token: the guard has the recipient sign in first, then the file opens through
 * a signed link, under the file access rule (404 for a file one may not read).
 */
export function Component() {
  const { fileId = '' } = useParams();
  const { t } = useTranslation();
  const errorText = useErrorText();
  // One link, used at once: no refresh; a refusal (404: not a file one may read) will not change by asking again.
  const link = useQuery({ ...fileLinkQuery(fileId), refetchInterval: false, retry: false });
  useEffect(() => {
    if (link.data) openDocument.at(apiUrlOf(link.data.url));
  }, [link.data]);
  if (link.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {errorText(link.error).message}
      </p>
    );
  }
  return <p role="status">{t('documents.opening')}</p>;
}
