import { describe, expect, it } from 'vitest';
import { themeChoiceScript } from '@espace/contracts/theme-choice';
import { createHash } from 'node:crypto';
import { cspDirectives, frameAncestorFor, isEmbeddablePath, serialiseCsp, themeChoiceScriptSource } from './content-security-policy';

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

describe("the theme choice's inline script", () => {
  it('is the one inline script the policy runs, by the hash of its exact text', () => {
    const scriptSources = /script-src ([^;]*)/.exec(serialiseCsp(cspDirectives("'none'")))?.[1]?.split(' ');
    expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(themeChoiceScript).digest('base64')}'`]);
    expect(themeChoiceScriptSource).toBe(scriptSources?.[1]);
  });

  it('sets a chosen palette on <html> and leaves the device to decide otherwise, even without storage', () => {
    const run = (stored: string | null | Error) => {
      const attributes = new Map<string, string>();
      const root = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
      const localStorage = {
        getItem: () => {
          if (stored instanceof Error) throw stored;
          return stored;
        },
      };
      new Function('localStorage', 'document', themeChoiceScript)(localStorage, { documentElement: root });
      return attributes.get('data-theme') ?? null;
    };
    expect(run('dark')).toBe('dark');
    expect(run('light')).toBe('light');
    expect(run('system')).toBeNull();
    expect(run(null)).toBeNull();
    expect(run('<script>')).toBeNull();
    expect(run(new Error('storage refused'))).toBeNull();
  });
});
