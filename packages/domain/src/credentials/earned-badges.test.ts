import { describe, expect, it } from 'vitest';
import { badgeKey, compareBadges, earnedBadges, parseBadgeKey } from './earned-badges';

describe('earned badges', () => {
  it('earns each badge at the medal it reached, and none without a medal', () => {
    expect(
      earnedBadges([
        { kind: 'pi', refId: null, subject: '', level: 'silver' },
        { kind: 'job', refId: 'j1', subject: 'Vente', level: 'none' },
        { kind: 'competency', refId: 'c1', subject: 'Écoute', level: 'gold' },
      ]),
    ).toEqual([
      { kind: 'pi', refId: null, subject: '', level: 'silver', key: 'pi:silver' },
      { kind: 'competency', refId: 'c1', subject: 'Écoute', level: 'gold', key: 'competency:c1:gold' },
    ]);
  });

  it("keeps a course's best medal when the learner followed it in several classes", () => {
    const earned = earnedBadges([
      { kind: 'course', refId: 'k1', subject: 'Conclure une vente', level: 'bronze' },
      { kind: 'course', refId: 'k1', subject: 'Conclure une vente', level: 'gold' },
      { kind: 'course', refId: 'k1', subject: 'Conclure une vente', level: 'silver' },
    ]);
    expect(earned.map((badge) => badge.key)).toEqual(['course:k1:gold']);
  });

  it('reads its keys back, and nothing else', () => {
    expect(parseBadgeKey(badgeKey('job', 'j1', 'bronze'))).toEqual({ kind: 'job', refId: 'j1', level: 'bronze' });
    expect(parseBadgeKey(badgeKey('pi', null, 'gold'))).toEqual({ kind: 'pi', refId: null, level: 'gold' });
    expect(parseBadgeKey('job::gold')).toBeNull();
    expect(parseBadgeKey('pi:x:gold')).toBeNull();
    expect(parseBadgeKey('medal:k1:platinum')).toBeNull();
  });

  it('lists pi first, then by kind and subject, the best level first', () => {
    const badges = [
      { kind: 'course', subject: 'Zèbre', level: 'gold' },
      { kind: 'job', subject: 'Vente', level: 'bronze' },
      { kind: 'job', subject: 'Vente', level: 'gold' },
      { kind: 'job', subject: 'Accueil', level: 'silver' },
      { kind: 'pi', subject: '', level: 'bronze' },
    ] as const;
    expect([...badges].sort((a, b) => compareBadges(a, b, 'fr')).map((badge) => `${badge.kind} ${badge.subject} ${badge.level}`)).toEqual([
      'pi  bronze',
      'job Accueil silver',
      'job Vente gold',
      'job Vente bronze',
      'course Zèbre gold',
    ]);
  });
});
