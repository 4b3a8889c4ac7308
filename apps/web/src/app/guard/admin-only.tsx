import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CertificationTypeProvider } from '../../features/admin/components/certification-type';
import { useFeatureSwitches } from '../../features/context/tenant-context';
import { useSpaces } from '../layout/spaces';
import { paths } from '../../lib/paths';

/**
 * An administration screen, inside the trainer space's route set and layout
 * (docs/administration.md#who-administers): what belongs to the whole tenant is for its system admin
 * only; the screens of people and classes (`companies`) also let a company admin in, for their
 * companies' share. Anyone else who reaches the address goes to /403, as the API refuses them too.
 * The screens are given the tenant's word for its credentials (certification-type.tsx).
 */
export function AdminOnly({ companies = false, children }: { companies?: boolean; children: ReactNode }) {
  const spaces = useSpaces();
  const { certificationType } = useFeatureSwitches();
  if (spaces === null) return null;
  const allowed = spaces.admin === 'tenant' || (companies && spaces.admin === 'companies');
  return allowed ? (
    <CertificationTypeProvider value={certificationType}>{children}</CertificationTypeProvider>
  ) : (
    <Navigate to={paths.forbidden.getHref()} replace />
  );
}

/** Where /formateur/administration leads: the first screen within the admin's reach. */
export function AdminIndex() {
  const spaces = useSpaces();
  if (spaces === null) return null;
  if (spaces.admin === null) return <Navigate to={paths.forbidden.getHref()} replace />;
  return <Navigate to={spaces.admin === 'tenant' ? paths.admin.codes.getHref() : paths.admin.users.getHref()} replace />;
}
