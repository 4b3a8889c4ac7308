import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The right of access: every xAPI statement the portal's LRS holds about the learner, saved as JSON. */
export function useDownloadMyStatements() {
  return useMutation({
    mutationFn: async (fileName: string) => saveFile(await apiRequest<Blob>('users/me/xapi-statements', { responseType: 'blob' }), fileName),
  });
}
