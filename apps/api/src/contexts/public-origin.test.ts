import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin';

const local = new URL('http://localhost:3000');
const production = new URL('https://learn.demo.example');

describe('publicOrigin', () => {
  it.each([
    ['localhost:3000', local, 'http://localhost:3000'],
    ['acme.localhost', local, 'http://acme.localhost:3000'],
    ['acme.localhost', new URL('http://localhost:3100'), 'http://acme.localhost:3100'],
    ['Acme.Example.com', production, 'https://acme.example.com'],
    ['acme.example.com:8443', production, 'https://acme.example.com:8443'],
    ['https://Learn.Acme.example/', local, 'https://learn.acme.example'],
    ['http://learn.acme.example:8080/path', production, 'http://learn.acme.example:8080'],
    [null, production, 'https://learn.demo.example'],
    ['  ', local, 'http://localhost:3000'],
    ['not a host', local, 'http://localhost:3000'],
  ])('front office %j with PUBLIC_URL %s → %s', (frontoffice, publicUrl, expected) => {
    expect(publicOrigin(frontoffice, publicUrl)).toBe(expected);
  });
});
