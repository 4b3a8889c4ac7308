import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { readLastPath } from '../../../lib/session-storage';
import { paths } from '../../../lib/paths';

/** After any sign-in the last visited path comes back, else Home (docs/product/screens-and-routes.md#last-visited-path). */
export function useEnterApp(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void navigate(readLastPath() ?? paths.home.getHref(), { replace: true }), [navigate]);
}
