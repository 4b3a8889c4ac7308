import { unbakeSvg } from '@espace/domain/credentials/baked-badges';
import { describe, expect, it } from 'vitest';
import { bakeSvg } from './badge-images';

const svg =
  '<svg viewBox="0 0 600 600" role="img" aria-labelledby="badge-title"><title id="badge-title">Certificat — Conclure une vente</title><circle r="1"/></svg>';

describe('bakeSvg', () => {
  it('bakes the credential as it is, whatever `$` patterns or CDATA end it holds', () => {
    // A hashed identity starting with a digit was once read as `$1`, the title put in its place.
    const credential = JSON.stringify({ identityHash: "sha256$1f0c$&$`$'$$", note: 'a ]]> b' });
    const baked = bakeSvg(svg, credential);
    expect(unbakeSvg(baked)).toBe(credential);
    expect(JSON.parse(unbakeSvg(baked) ?? 'null')).toEqual(JSON.parse(credential));
    expect(baked).toMatch(/^<svg xmlns:openbadges="https:\/\/purl\.imsglobal\.org\/ob\/v3p0" viewBox=/);
    expect(baked.match(/<title id="badge-title">Certificat — Conclure une vente<\/title>/g)).toHaveLength(1);
  });
});
