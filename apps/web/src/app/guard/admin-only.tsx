import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSpaces } from '../layout/spaces';

/**
 * An administration screen, inside the trainer space's route set and layout: the tenant's system
 * admin only; anyone else who reaches the address goes to /403, as the API refuses them too
 * (docs/administration.md#who-administers).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const spaces = useSpaces();
  if (spaces === null) return null;
  return spaces.admin ? children : <Navigate to="/403" replace />;
}
