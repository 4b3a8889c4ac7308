import { LegalRoute } from './legal-route';

export function Component() {
  return <LegalRoute documentKey="cgu" />;
}
