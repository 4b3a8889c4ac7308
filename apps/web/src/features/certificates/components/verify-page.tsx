import type { CredentialVerificationRequest } from '@espace/contracts/credentials';
import { unbakePng, unbakeSvg } from '@espace/domain/credentials/baked-badges';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/errors/api-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useVerifyCredential } from '../api/certificates';
import { CredentialChecks } from './credential-checks';
import { credentialContext } from './credential-context';
import './certificates.css';

/** The largest file the page reads: the API takes 512 KiB (contracts' CREDENTIAL_MAX_BYTES). */
const MAX_FILE_BYTES = 512 * 1024;
const SHARE_LINK = /\/credentials\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/i;

/** A credential file's text: the JSON itself, or the credential baked into a badge image (PNG, SVG); null when an image holds none. */
async function credentialText(file: File): Promise<string | null> {
  const name = file.name.toLowerCase();
  if (file.type === 'image/png' || name.endsWith('.png')) {
    const baked = unbakePng(new Uint8Array(await file.arrayBuffer()));
    return baked === null ? null : new TextDecoder().decode(baked);
  }
  if (file.type === 'image/svg+xml' || name.endsWith('.svg')) return unbakeSvg(await file.text());
  return file.text();
}

/** A code, or a credential's share link (its id), as typed. */
function requestOfTyped(typed: string): CredentialVerificationRequest | null {
  const text = typed.trim();
  if (text === '') return null;
  const shared = SHARE_LINK.exec(text);
  if (shared) return { credentialId: shared[1]!.toLowerCase() };
  return /^[A-Za-z0-9-]{1,64}$/.test(text) ? { code: text } : null;
}

/**
 * Public /verify (docs/credentials.md#verifying): anyone checks a credential, a certificate or a badge,
 * by its code (a certificate's PDF links here with it), its share link, or its file, without signing
 * in; each check is told in words. Its form speaks of a certificate; what it finds, of what it is.
 */
export function VerifyPage({ code = '' }: { code?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const typedId = useId();
  const typedHintId = useId();
  const fileId = useId();
  const fileHintId = useId();
  const verify = useVerifyCredential();
  const [typed, setTyped] = useState(code);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const started = useRef(false);

  // A link with a code (a certificate's QR code) checks it at once.
  useEffect(() => {
    if (code === '' || started.current) return;
    started.current = true;
    verify.mutate({ code });
  }, [code, verify]);

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const request = requestOfTyped(typed);
    setFileName(null);
    if (request === null) {
      setProblem(t('credentials.verify.typedInvalid'));
      return;
    }
    setProblem(null);
    verify.mutate(request);
  };

  const readFile = async (file: File | undefined) => {
    if (file === undefined) return;
    setFileName(file.name);
    if (file.size > MAX_FILE_BYTES) {
      setProblem(t('credentials.verify.fileTooLarge'));
      return;
    }
    let credential: unknown;
    try {
      credential = JSON.parse((await credentialText(file)) ?? '');
    } catch {
      credential = null;
    }
    if (typeof credential !== 'object' || credential === null || Array.isArray(credential)) {
      setProblem(t('credentials.verify.fileUnreadable'));
      return;
    }
    setProblem(null);
    verify.mutate({ credential: credential as Record<string, unknown> });
  };

  const notFound = verify.error instanceof ApiError && verify.error.status === 404;
  return (
    <main className="verify" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('credentials.verify.title')}</h1>
      <p>{t('credentials.verify.intro')}</p>
      <div className="verify__ways">
        <form className="verify__way field" onSubmit={submitTyped} noValidate>
          <label htmlFor={typedId}>{t('credentials.verify.typedLabel')}</label>
          <p id={typedHintId} className="field__hint">
            {t('credentials.verify.typedHint')}
          </p>
          <div className="field__with-action">
            <input
              id={typedId}
              value={typed}
              maxLength={2000}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={typedHintId}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="button button--primary" aria-busy={verify.isPending}>
              {t('credentials.verify.submit')}
            </button>
          </div>
        </form>
        <div className="verify__way field">
          <label htmlFor={fileId}>{t('credentials.verify.fileLabel')}</label>
          <p id={fileHintId} className="field__hint">
            {t('credentials.verify.fileHint')}
          </p>
          <input
            id={fileId}
            type="file"
            accept=".json,.png,.svg,application/json,application/ld+json,image/png,image/svg+xml"
            aria-describedby={fileHintId}
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </div>
      </div>
      <div className="verify__result" aria-live="polite">
        {problem && (
          <p className="alert alert--error" role="alert">
            {problem}
          </p>
        )}
        {!problem && verify.isPending && <p role="status">{t('credentials.verify.checking')}</p>}
        {!problem && notFound && (
          <div className="alert alert--error" role="alert">
            <p className="alert__title">{t('credentials.verify.unknown')}</p>
            <p>{t('credentials.verify.unknownDetail')}</p>
          </div>
        )}
        {!problem && verify.isError && !notFound && (
          <p className="alert alert--error" role="alert">
            {errorText(verify.error).message}
          </p>
        )}
        {!problem && verify.data && (
          <>
            {fileName && <p className="verify__file">{t('credentials.verify.ofFile', { name: fileName })}</p>}
            <CredentialChecks verification={verify.data} />
            {verify.data.sharePath && (
              <p>
                <Link className="standalone-link" to={verify.data.sharePath}>
                  {t('credentials.verify.sharePage', { context: credentialContext(verify.data.credential) })}
                </Link>
              </p>
            )}
          </>
        )}
      </div>
      <Link className="standalone-link" to={paths.home.getHref()}>
        {t('credentials.verify.home')}
      </Link>
    </main>
  );
}
