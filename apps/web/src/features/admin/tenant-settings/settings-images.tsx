import type { Context } from '@espace/contracts/context';
import { type TenantImageKind, tenantImageKinds } from '@espace/domain/admin/tenant-images';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { QueryStatus } from '../../../components/query-status';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useChangeTenantImage, useTenantImages } from './tenant-images-api';
import { imageFileProblem, imagePreview } from './settings-images-rules';
import { BusyButton } from '../../../lib/forms/busy-button';
import './settings-images.css';

/**
 * The tenant's images (docs/administration.md#images), beside the settings form: each is sent on
 * its own as soon as it is chosen and sent, the server making every size from it.
 */
export function SettingsImages() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const images = useTenantImages();
  return (
    <section className="admin-panel" aria-labelledby="settings-images">
      <h2 id="settings-images">{t('admin.settings.images.title')}</h2>
      <div className="settings-section">
        <p className="field__hint">{t('admin.settings.images.intro')}</p>
        <QueryStatus query={images} loading={t('admin.settings.images.loading')} errorText={(error) => errorText(error).message} />
        {images.data !== undefined && (
          <div className="settings-images">
            {tenantImageKinds.map((kind) => (
              <ImageKind key={kind} kind={kind} assets={images.data} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function ImageKind({ kind, assets }: { kind: TenantImageKind; assets: Context['assets'] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangeTenantImage();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<'uploaded' | 'reset' | null>(null);
  const preview = imagePreview(assets, kind);

  const run = (next: File | null) =>
    change.mutate(
      { kind, file: next },
      {
        onSuccess: () => {
          setDone(next === null ? 'reset' : 'uploaded');
          setFile(null);
        },
        onError: (error) => setProblem(errorCodeOf(error) === 'TYPE_ERROR' ? t(`admin.settings.images.refused.${kind}`) : errorText(error).message),
      },
    );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    if (file === null) return setProblem(t('admin.settings.images.choose'));
    const found = imageFileProblem(file);
    if (found !== null) return setProblem(t(`admin.settings.images.problem.${found}`));
    setProblem(null);
    run(file);
  }

  return (
    <form className="settings-image" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(`admin.settings.images.${kind}.title`)}</h3>
      <p className="field__hint">{t(`admin.settings.images.${kind}.hint`)}</p>
      <div className={`settings-image__preview settings-image__preview--${kind}`}>
        {preview === null ? <p>{t(`admin.settings.images.${kind}.none`)}</p> : <img src={preview} alt={t(`admin.settings.images.${kind}.current`)} />}
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t(`admin.settings.images.${kind}.file`)}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-types${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
            setDone(null);
          }}
        />
        <p className="field__hint" id={`${id}-types`}>
          {t('admin.settings.images.types')}
        </p>
        {problem && (
          <p className="field__error" id={`${id}-problem`}>
            {problem}
          </p>
        )}
      </div>
      <div className="settings-image__actions">
        <BusyButton className="button button--primary" busy={change.isPending}>
          {t(`admin.settings.images.${kind}.send`)}
        </BusyButton>
        {preview !== null && (
          <button type="button" className="button button--secondary" disabled={change.isPending} onClick={() => (setProblem(null), run(null))}>
            {t(`admin.settings.images.${kind}.reset`)}
          </button>
        )}
      </div>
      <p className="admin-status" role="status">
        {done === null ? '' : t(`admin.settings.images.${done}`)}
      </p>
    </form>
  );
}
