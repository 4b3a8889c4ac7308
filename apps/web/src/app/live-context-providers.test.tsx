import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTenant } from '../features/context/tenant-context';
import { demoContext } from '../test/fixtures';
import { LiveContextProviders } from './live-context-providers';
import { createQueryClient } from './providers';

function TenantName() {
  return <p>{useTenant()?.name ?? 'none'}</p>;
}

const renderWith = (latest: Promise<typeof demoContext | null> | null) =>
  render(
    <LiveContextProviders initial={demoContext} latest={latest} queryClient={createQueryClient()}>
      <TenantName />
    </LiveContextProviders>,
  );

describe('LiveContextProviders', () => {
  it('renders with the remembered tenant at once, then takes the API answer when it differs', async () => {
    let answer: (context: typeof demoContext) => void = () => undefined;
    renderWith(new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText(demoContext.name)).toBeInTheDocument();
    answer({ ...demoContext, name: 'Académie renommée', metas: { ...demoContext.metas, colours: { primary: '#123456' } } });
    expect(await screen.findByText('Académie renommée')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--tenant-primary')).toBe('#123456');
  });

  it('keeps the remembered tenant when the API cannot be reached', async () => {
    renderWith(Promise.resolve(null));
    await Promise.resolve();
    expect(screen.getByText(demoContext.name)).toBeInTheDocument();
  });
});
