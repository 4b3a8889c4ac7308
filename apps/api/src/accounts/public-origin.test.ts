import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  it.each([
    [{ protocol: 'http', host: 'localhost:3000' }, 'localhost:3000', 'http://localhost:3000'],
    [{ protocol: 'http', host: 'localhost:3100' }, 'localhost:3000', 'http://localhost:3100'],
    [{ protocol: 'https', host: 'Acme.Example.com' }, 'acme.example.com', 'https://acme.example.com'],
    [{ protocol: 'http', host: 'evil.test' }, 'localhost:3000', 'http://localhost:3000'],
    [{ protocol: 'http', host: 'anything.test:8080' }, null, 'http://anything.test:8080'],
  ])('%j with front office %s → %s', (request, frontoffice, expected) => {
    expect(publicOrigin(request, frontoffice)).toBe(expected);
  });
});
