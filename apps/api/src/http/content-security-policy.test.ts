import { describe, expect, it } from 'vitest';
import { cspDirectives, frameAncestorFor, isEmbeddablePath, serialiseCsp } from './content-security-policy';

describe('content security policy', () => {
  it('serialises the directives', () => {
    const csp = serialiseCsp(cspDirectives("'none'"));
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    // Tincan activities and the video service are framed from https origins.
    expect(csp).toContain("frame-src 'self' https:");
    expect(csp).not.toContain('unsafe-eval');
  });

  it.each([
    ['/preview', true],
    ['/correction', true],
    ['/correction/12/page/3', true],
    ['/previewer', false],
    ['/', false],
    ['/api/preview', false],
  ])('%s embeddable: %s', (path, expected) => {
    expect(isEmbeddablePath(path)).toBe(expected);
  });

  it.each([
    ['http://backoffice.localhost:3001', 'http://backoffice.localhost:3001'],
    ['https://admin.example.com/app/', 'https://admin.example.com'],
    ['javascript:alert(1)', "'none'"],
    ['not a url', "'none'"],
    [null, "'none'"],
  ])('frame ancestor of %s is %s', (host, expected) => {
    expect(frameAncestorFor(host)).toBe(expected);
  });
});
