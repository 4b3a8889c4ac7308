import type { EvidencePackRequest } from '@espace/contracts/attestations';
import { useEffect, useRef } from 'react';
import { useDownloadEvidencePack, useLatestEvidencePack, useRequestEvidencePack } from '../api/trainer-api';

/**
 * The class's Qualiopi evidence pack on the roster (docs/privacy.md#qualiopi-evidence-pack): the
 * trainer asks for one (its tables in `locale`), the job queue prepares it, and the pack asked for
 * on this page downloads by itself once ready. A pack found ready on arrival (from its
 * notification) waits for its button: a visit alone never starts a download.
 */
export function useEvidencePack(classId: string, locale: EvidencePackRequest['locale']) {
  const latest = useLatestEvidencePack(classId);
  const request = useRequestEvidencePack(classId);
  const download = useDownloadEvidencePack(classId);
  const pack = latest.data ?? null;
  const { mutate: downloadPack, reset: resetDownload } = download;
  // A ref, not state: the pack asked for is only compared once its answer arrives, never shown.
  const awaited = useRef<string | null>(null);

  useEffect(() => {
    if (pack === null || pack.id !== awaited.current || pack.state === 'preparing') return;
    awaited.current = null;
    if (pack.state === 'ready') downloadPack(pack.id);
  }, [pack, downloadPack]);

  const ask = () => {
    resetDownload();
    request.mutate(locale, {
      onSuccess: (asked) => {
        awaited.current = asked.id;
      },
    });
  };

  return {
    pack,
    ask,
    /** Asking, or a pack being prepared: one at a time. */
    preparing: request.isPending || pack?.state === 'preparing',
    requestError: request.error,
    download,
  };
}

export type RosterEvidencePack = ReturnType<typeof useEvidencePack>;
