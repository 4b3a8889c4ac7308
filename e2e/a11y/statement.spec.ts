import type { Page } from '@playwright/test';
import { describeViolation, wcagViolations } from '../support/axe';
import { acme, acmeLearner, type Account, demo, demoLearner, english, french, type ScreenTexts, type Tenant } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/**
 * The accessibility statement (docs/accessibility.md): linked from the footer of the sign-in screen
 * and of Home with its state, in each tenant's language, and laid out in the RGAA's sections with
 * the tenant's own contact.
 */

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

interface Case {
  tenant: Tenant;
  account: Account;
  texts: ScreenTexts;
  link: string;
  heading: string;
  sections: string[];
  /** The level A table's name, and how a phone's card names a criterion's conformance. */
  levelA: string;
  conformanceLabel: RegExp;
  contact: (page: Page) => Promise<void>;
}

const cases: Case[] = [
  {
    tenant: demo,
    account: demoLearner,
    texts: french,
    link: 'Accessibilité : partiellement conforme',
    heading: 'Déclaration d’accessibilité',
    sections: [
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration d’accessibilité',
      'Retour d’information et contact',
      'Voies de recours',
    ],
    levelA: 'Critères de niveau A',
    conformanceLabel: /^Conformité\s: /,
    contact: async (page) =>
      expect(page.getByRole('link', { name: 'Écrire à accessibilite@demo.test' })).toHaveAttribute('href', 'mailto:accessibilite@demo.test'),
  },
  {
    tenant: acme,
    account: acmeLearner,
    texts: english,
    link: 'Accessibility: partially compliant',
    heading: 'Accessibility statement',
    sections: [
      'Compliance status',
      'Test results',
      'Non-accessible content',
      'Preparation of this accessibility statement',
      'Feedback and contact',
      'Enforcement procedure',
    ],
    levelA: 'Level A criteria',
    conformanceLabel: /^Conformance: /,
    // Acme has set no contact: its learners are told whom to ask.
    contact: async (page) => expect(page.getByText('Ask your trainer or the organisation that enrolled you: they will pass your request on.')).toBeVisible(),
  },
];

async function expectStatement(page: Page, { heading, sections, contact }: Case) {
  await expect(page).toHaveURL(/\/accessibilite$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(sections);
  await contact(page);
}

for (const each of cases) {
  test.describe(`${each.tenant.name}: the accessibility statement`, () => {
    test.use({ baseURL: each.tenant.origin });

    test('the sign-in footer links it by its state; it has its sections, the contact, and passes axe', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: each.texts.signInHeading })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: each.link }).click();
      await expectStatement(page, each);
      for (const width of [375, 1366]) {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
        expect((await wcagViolations(page)).map(describeViolation), `at ${width} px`).toEqual([]);
      }
    });

    test('on a phone each criterion is a card whose remarks read as lines of words', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/accessibilite');
      await expectStatement(page, each);
      const levelA = page.getByRole('table', { name: each.levelA });
      const firstCriterion = levelA.getByRole('row').nth(1);
      const [header, conformance, remarks] = await Promise.all(
        [firstCriterion.getByRole('rowheader'), ...[0, 1].map((index) => firstCriterion.getByRole('cell').nth(index))].map((cell) => cell.boundingBox()),
      );
      // Stacked, each part as wide as the card, not three columns of a few letters.
      for (const box of [header, conformance, remarks]) expect(box?.width).toBeGreaterThan(300);
      expect(conformance!.y).toBeGreaterThan(header!.y);
      expect(remarks!.y).toBeGreaterThan(conformance!.y);
      // The card says what its conformance cell is, the column headers being out of view.
      await expect(firstCriterion.getByRole('cell').first()).toHaveText(each.conformanceLabel);
    });

    test('Home’s footer links it too', async ({ page }) => {
      await page.goto('/login');
      await signIn(page, each.texts, each.account);
      await expect(page.getByRole('heading', { level: 1, name: each.texts.homeHeading })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: each.link }).click();
      await expectStatement(page, each);
    });
  });
}
