import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Every screen of docs/product/screens-and-routes.md a learner can reach, the lesson page of every row type, and each
 * dialog open — visited one after another in one browser page, as the learner moves. At each stop
 * `visit(name)` is called with the screen settled: the layout test checks it at every width
 * (e2e/app/layout.spec.ts), `npm run screens` photographs it (tools/screens/screens.ts).
 *
 * The tour reads the screens by role and name in French and in English (each tenant speaks its
 * own), and walks the content it finds: another tenant, another program, the same tour.
 */
export type Visit = (stop: string) => Promise<void>;

/**
 * The requests under way per page, but media (a paused <audio> or <video> keeps its request open
 * for good) and error answers once they arrive, and when one last started or ended.
 */
interface Network {
  underWay: Set<Request>;
  lastActivityAt: number;
}
const networks = new WeakMap<Page, Network>();

/** The page's network, watched from the first call on. */
function networkOf(page: Page): { network: Network; watchedBefore: boolean } {
  const known = networks.get(page);
  if (known) return { network: known, watchedBefore: true };
  const network: Network = { underWay: new Set(), lastActivityAt: Date.now() };
  const ended = (request: Request) => {
    if (network.underWay.delete(request)) network.lastActivityAt = Date.now();
  };
  page.on('request', (request) => {
    if (request.resourceType() === 'media') return;
    network.underWay.add(request);
    network.lastActivityAt = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // An error answer whose body its caller never reads (an activity asking for a state it has not
  // kept yet, and going on at its 404) stays under way in Chromium until the page goes.
  page.on('response', (response) => {
    if (response.status() >= 400) ended(response.request());
  });
  // A page that goes away takes its requests with it.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) network.underWay.clear();
  });
  networks.set(page, network);
  return { network, watchedBefore: false };
}

/** Starts watching the page's requests, for `settle`. */
const watchNetwork = (page: Page) => void networkOf(page);

/**
 * Waits for the network to rest (no request but media for 300 ms, at most 10 s) and two frames:
 * lazy chunks, fonts and the first layout are in. Not Playwright's `networkidle`: a media element
 * (the footer's sound player) holds a request open, and that wait never ended.
 *
 * `watchedSince`: the page's requests were watched from this moment on (the layout checks, at
 * every width), so the quiet time since then counts and is not waited again; a request started or
 * ended since restarts the count from then.
 */
export async function settle(page: Page, watchedSince?: number): Promise<void> {
  const { network, watchedBefore } = networkOf(page);
  const giveUpAt = Date.now() + 10_000;
  let quietSince = watchedSince !== undefined && watchedBefore ? Math.max(watchedSince, network.lastActivityAt) : Date.now();
  while (Date.now() < giveUpAt) {
    if (network.underWay.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) break;
    await sleep(50);
  }
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const words = {
  next: /^(Suivant|Terminer le module|Next|End module)$/,
  check: /^(Vérifier|Check)$/,
  continueAnyway: /^(Continuer quand même|Continue anyway)$/,
  continue: /^(Continuer|Continue)$/,
  letsGo: /^(C’est parti|Let's go)$/,
  timed: /^(Exercice chronométré|Évaluation chronométrée|Timed exercise|Timed assessment)$/,
  noAnswer: /^(Aucune réponse|No answer)$/,
  hints: /^(Indices|Hints)$/,
  resources: /^(Ressources|Resources) \(\d+\)$/,
  calculator: /^(Calculatrice|Calculator)$/,
  tree: /^(Plan du module|Module outline)$/,
  legend: /^(Légende de la correction|Correction legend)$/,
  close: /^(Fermer|Close)$/,
  ok: /^OK$/,
  menu: /^Menu$/,
  filter: /^(Filtrer|Filter)/,
  pageResult: /^(Résultat de la page|Page result)$/,
  contact: /^(Contacter un formateur de|Contact a trainer of) /,
  byMail: /^(Recevoir .* par e-mail|Get .* by email)$/,
  notifications: /^Notifications/,
  myMessages: /^(Mes messages|My messages)$/,
  review: /^(Revoir|Review) /,
  backToResults: /^(Retour aux résultats|Back to the results)$/,
};

const button = (scope: Page | Locator, name: RegExp) => scope.getByRole('button', { name });

/** Visits a path, settled. */
async function stopAt(page: Page, path: string, name: string, visit: Visit): Promise<void> {
  watchNetwork(page);
  await page.goto(path);
  await settle(page);
  await visit(name);
}

/** The screens before signing in. */
export async function tourSignedOut(page: Page, visit: Visit): Promise<void> {
  await stopAt(page, '/login', 'login', visit);
  await stopAt(page, '/reset/', 'reset', visit);
  await stopAt(page, '/reset/0000000000000000000000000000000000000000000', 'reset-token', visit);
  await stopAt(page, '/bienvenue#0000000000000000000000000000000000000000000', 'welcome', visit);
  await stopAt(page, '/confirmation-email#0000000000000000000000000000000000000000000', 'confirm-email', visit);
  await stopAt(page, '/annulation-email#0000000000000000000000000000000000000000000', 'undo-email', visit);
  await stopAt(page, '/garder-mon-compte#0000000000000000000000000000000000000000000', 'keep-account', visit);
  await stopAt(page, '/legal/mentions', 'legal-mentions', visit);
  await stopAt(page, '/legal/protection-des-donnees', 'legal-data', visit);
  await stopAt(page, '/accessibilite', 'accessibility', visit);
}

export interface SignedInFacts {
  /** One of the learner's programs (the evaluation), and one course node (/render/node/:id). */
  programId?: string | undefined;
  nodeId?: string | undefined;
  /** A certificate's code, for the public check, and its credential's share page. */
  certificateCode?: string | undefined;
  credentialPath?: string | undefined;
  /** A badge's credential's share page, where the tenant issues badges. */
  badgeCredentialPath?: string | undefined;
}

/** Home, its phone menu and filters, the dashboard's tabs, the profile and the other learner screens. */
export async function tourSignedIn(page: Page, visit: Visit, facts: SignedInFacts): Promise<void> {
  await stopAt(page, '/', 'home', visit);
  const filter = button(page, words.filter);
  if (await filter.isVisible()) {
    await filter.click();
    await settle(page);
    await visit('home-filters');
  }
  // The contact menu of a class, and the contact dialog of its first trainer.
  const contact = button(page, words.contact).first();
  if (await contact.isVisible()) {
    await press(page, contact);
    await visit('home-contact-menu');
    const trainer = page.getByRole('menuitem').first();
    if (await trainer.isVisible()) {
      await press(page, trainer);
      await visit('home-contact');
    }
    await page.keyboard.press('Escape');
    await settle(page);
  }
  const menu = button(page, words.menu);
  if (await menu.isVisible()) {
    await menu.click();
    await settle(page);
    await visit('menu');
    await page.keyboard.press('Escape');
  }
  for (const tab of ['niveaux', 'metiers', 'statistiques', 'validations', 'logbook']) await stopAt(page, `/tableau-de-bord/${tab}`, `dashboard-${tab}`, visit);
  await stopAt(page, '/me', 'me', visit);
  await stopAt(page, '/notifications', 'notifications', visit);
  const bell = button(page, words.notifications);
  if (await bell.isVisible()) {
    await press(page, bell);
    await visit('notifications-panel');
    await page.keyboard.press('Escape');
    await settle(page);
  }
  await stopAt(page, '/messages', 'messages', visit);
  // The demo learner's conversation with her trainer (the seed's), where a tenant has one.
  const thread = page.getByRole('list', { name: words.myMessages }).getByRole('link').first();
  if (await thread.isVisible()) {
    await press(page, thread);
    await visit('message-thread');
  }
  await stopAt(page, '/test-badges', 'test-badges', visit);
  await stopAt(page, '/404', 'not-found', visit);
  await stopAt(page, '/403', 'forbidden', visit);
  // A full-page state at a player's address: the signed-in header and footer stand where the player's frame was.
  await stopAt(page, '/session/00000000-0000-4000-8000-000000000000', 'lesson-not-found', visit);
  await stopAt(page, '/preview', 'preview', visit);
  await stopAt(page, '/correction', 'correction', visit);
  if (facts.programId) await stopAt(page, `/evaluate/Program/${facts.programId}`, 'evaluate', visit);
  if (facts.nodeId) await stopAt(page, `/render/node/${facts.nodeId}`, 'render-node', visit);
  if (facts.certificateCode) await stopAt(page, `/verify/${facts.certificateCode}`, 'verify', visit);
  if (facts.credentialPath) await stopAt(page, facts.credentialPath, 'credential', visit);
  if (facts.badgeCredentialPath) await stopAt(page, facts.badgeCredentialPath, 'badge-credential', visit);
}

/** Clicks, then lets the screen settle. */
async function press(page: Page, target: Locator): Promise<void> {
  await target.click();
  await settle(page);
}

/** Opens a tool of the page (a dialog or a window), visits it, and closes it again. */
async function withTool(page: Page, name: RegExp, stop: string, visit: Visit): Promise<void> {
  const tool = button(page, name).first();
  if (!(await tool.isVisible())) return;
  await press(page, tool);
  await visit(stop);
  await page.keyboard.press('Escape');
  await settle(page);
  // A non-modal window does not take Escape from the page: its close button then.
  const close = page.getByRole('dialog').getByRole('button', { name: words.close });
  if (await close.first().isVisible()) await close.first().click();
}

/** The results of the lesson just ended, one of its pages reviewed, then « Continuer » on to the rest of the end. */
async function tourResults(page: Page, label: string, visit: Visit): Promise<void> {
  await visit(`${label}-end-results`);
  const review = page.getByRole('link', { name: words.review }).first();
  if (await review.isVisible()) {
    await press(page, review);
    const back = page.getByRole('link', { name: words.backToResults }).first();
    await expect(back).toBeVisible();
    await visit(`${label}-end-review`);
    await press(page, back);
  }
  const before = page.url();
  await press(page, button(page, words.continue));
  await expect.poll(() => page.url() !== before || page.getByRole('alertdialog').isVisible(), { timeout: 15_000 }).toBe(true);
  await settle(page);
}

/**
 * Plays a lesson from its current page to its end, visiting every page before and after its
 * check, each dialog it meets and each tool it offers, then its results, a page reviewed and the end screens. Exercises are sent
 * without an answer (the no-answer dialog is visited on the way): the corrected page shows every
 * mark there is to show.
 */
async function tourLesson(page: Page, lessonId: string, label: string, visit: Visit): Promise<void> {
  watchNetwork(page);
  await page.goto(`/session/${lessonId}`);
  await settle(page);
  for (let step = 1; step <= 40; step += 1) {
    const path = new URL(page.url()).pathname;
    if (/\/(actions|questions)$/.test(path) || path.startsWith('/evaluate/')) {
      await visit(`${label}-end-${path.split('/').at(-1) === 'questions' ? 'questions' : path.startsWith('/evaluate/') ? 'evaluation' : 'actions'}`);
      return;
    }
    if (path.endsWith('/resultats')) {
      await tourResults(page, label, visit);
      // The last step of the end: « Module terminé », then Home.
      const ended = page.getByRole('alertdialog');
      if (await ended.isVisible()) {
        await visit(`${label}-ended`);
        await press(page, button(ended, words.ok));
        return;
      }
      continue;
    }
    if (!path.startsWith('/session/')) return;
    const timed = page.getByRole('alertdialog', { name: words.timed });
    if (await timed.isVisible()) {
      await visit(`${label}-${step}-timed`);
      await press(page, button(timed, words.letsGo));
    }
    const ended = page.getByRole('alertdialog');
    if ((await ended.isVisible()) && !(await page.getByRole('heading', { level: 1 }).isVisible())) {
      await visit(`${label}-ended`);
      await press(page, button(ended, words.ok));
      return;
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stop = `${label}-${String(step).padStart(2, '0')}`;
    await visit(stop);
    if (step === 1) {
      await press(page, button(page, words.tree));
      await visit(`${stop}-tree`);
      await press(page, button(page, words.tree));
    }
    await withTool(page, words.resources, `${stop}-resources`, visit);
    await withTool(page, words.hints, `${stop}-hints`, visit);
    await withTool(page, words.calculator, `${stop}-calculator`, visit);
    await withTool(page, words.byMail, `${stop}-by-mail`, visit);
    const check = button(page, words.check);
    if (await check.isVisible()) {
      await press(page, check);
      const noAnswer = page.getByRole('alertdialog', { name: words.noAnswer });
      if (await noAnswer.isVisible()) {
        await visit(`${stop}-no-answer`);
        await press(page, button(noAnswer, words.continueAnyway));
      }
      // The feedbacks, one by one, where the course type gives them; then the corrected page.
      const result = page.getByRole('region', { name: words.pageResult });
      const feedback = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: words.continue }) });
      await expect(result.or(feedback).first()).toBeVisible();
      for (let message = 1; message <= 5 && (await feedback.isVisible()); message += 1) {
        await visit(`${stop}-feedback-${message}`);
        await press(page, button(feedback, words.continue));
      }
      await expect(result).not.toBeEmpty();
      await visit(`${stop}-checked`);
      await withTool(page, words.legend, `${stop}-legend`, visit);
    }
    const before = page.url();
    await press(page, button(page, words.next));
    await expect.poll(() => page.url() !== before || page.getByRole('alertdialog').isVisible(), { timeout: 15_000 }).toBe(true);
    await settle(page);
  }
  throw new Error(`${label}: the lesson did not end within 40 pages`);
}

/** The learner's API, as the caller reaches it (the tests' request context, or the screens tool's). */
export type TourApi = <T>(path: string, method?: 'GET' | 'POST') => Promise<T>;

interface MyClasses {
  items: { classPrograms: { program: { id: string } }[]; lessons: { id: string; classProgramId: string; state: string }[] }[];
}

/** What the signed-in tour needs from the learner's data: a program, a course node and a certificate code. */
export async function signedInFacts(api: TourApi): Promise<SignedInFacts> {
  const classes = await api<MyClasses>('users/me/classes?pageSize=50');
  const nodes = await api<{ items: { id: string }[] }>('course-nodes?limit=1').catch(() => ({ items: [] }));
  const certificates = await api<{ items: { certificationRef?: string | null; credential?: { sharePath: string } | null }[] }>('users/me/certificates').catch(
    () => ({ items: [] }),
  );
  const badges = await api<{ items: { sharePath: string }[] }>('users/me/badge-credentials').catch(() => ({ items: [] }));
  return {
    programId: classes.items[0]?.classPrograms[0]?.program.id,
    nodeId: nodes.items[0]?.id,
    certificateCode: certificates.items.find((item) => item.certificationRef)?.certificationRef ?? undefined,
    credentialPath: certificates.items.find((item) => item.credential)?.credential?.sharePath,
    badgeCredentialPath: badges.items[0]?.sharePath,
  };
}

/** Starts the learner's largest open class program again and plays its lessons in the order they open; returns how many. */
export async function tourProgram(page: Page, api: TourApi, visit: Visit): Promise<number> {
  const lessonsNow = async () => (await api<MyClasses>('users/me/classes?pageSize=50')).items.flatMap((item) => item.lessons);
  const lessons = await lessonsNow();
  const size = (id: string) => lessons.filter((lesson) => lesson.classProgramId === id).length;
  const classProgramId = [...new Set(lessons.filter((lesson) => lesson.state === 'AVAILABLE').map((lesson) => lesson.classProgramId))].sort(
    (a, b) => size(b) - size(a),
  )[0];
  if (!classProgramId) throw new Error('No class program to play');
  await api(`class-programs/${classProgramId}/reset/me`, 'POST');
  const played = new Set<string>();
  for (let round = 0; round < 10; round += 1) {
    const next = (await lessonsNow()).find((lesson) => lesson.classProgramId === classProgramId && lesson.state === 'AVAILABLE' && !played.has(lesson.id));
    if (!next) break;
    played.add(next.id);
    await tourLesson(page, next.id, `lesson${played.size}`, visit);
  }
  // Leave the program as the seed made it, for the specs that play it after the tour.
  await api(`class-programs/${classProgramId}/reset/me`, 'POST');
  return played.size;
}

const trainerWords = {
  openClass: /^(Ouvrir la classe|Open the class) /,
  late: /^(En retard|Late) \(\d+\)$/,
  correct: /^(Voir la correction de|See the correction of) /,
  reset: /^(Réinitialiser|Reset) /,
  lessons: /^(Modules|Courses)$/,
};

/**
 * The trainer space (docs/trainers.md#screens), signed in as a trainer: My classes, the first current class's
 * roster and its late view, its first learner with answered pages, the reset dialog, the
 * correction of an answered page, and the messages.
 */
export async function tourTrainer(page: Page, visit: Visit): Promise<void> {
  await stopAt(page, '/formateur/classes', 'trainer-classes', visit);
  // Moves inside the app load their data after the click: each stop waits for what it shows.
  await press(page, page.getByRole('link', { name: trainerWords.openClass }).first());
  const learners = page.getByRole('table').getByRole('rowheader').getByRole('link');
  await expect(learners.first()).toBeVisible();
  await visit('trainer-roster');
  const roster = page.url();
  const late = button(page, trainerWords.late);
  await press(page, late);
  await expect(late).toHaveAttribute('aria-pressed', 'true');
  await visit('trainer-roster-late');
  await page.goto(roster);
  await expect(learners.first()).toBeVisible();
  const lessons = page.getByRole('heading', { level: 2, name: trainerWords.lessons });
  for (let index = 0; index < (await learners.count()); index += 1) {
    await press(page, learners.nth(index));
    await expect(lessons).toBeVisible();
    if (await page.getByRole('link', { name: trainerWords.correct }).first().isVisible()) break;
    await page.goBack();
    await expect(learners.first()).toBeVisible();
  }
  await visit('trainer-learner');
  await press(page, button(page, trainerWords.reset).first());
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await visit('trainer-reset-dialog');
  await page.keyboard.press('Escape');
  await settle(page);
  const correction = page.getByRole('link', { name: trainerWords.correct }).first();
  if (await correction.isVisible()) {
    await press(page, correction);
    await expect(page.getByRole('heading', { level: 1, name: /^Correction/ })).toBeVisible();
    await visit('trainer-correction');
  }
  await stopAt(page, '/formateur/messages', 'trainer-messages', visit);
}

/**
 * The administration screens, as the tenant's admin sees them (docs/administration.md): the
 * invitation codes, one code's page, the users, one user's page, the certificates issued and the
 * dialog that revokes one (the learner's tour has had them issued), the activity log.
 */
export async function tourAdmin(page: Page, visit: Visit): Promise<void> {
  await stopAt(page, '/formateur/administration/codes', 'admin-codes', visit);
  await press(page, page.getByRole('link', { name: /^(Voir les inscrits du code|See who registered with code) / }).first());
  await expect(page.getByRole('heading', { level: 2, name: /^(Comptes inscrits avec ce code|Accounts registered with this code)$/ })).toBeVisible();
  await visit('admin-code');
  await stopAt(page, '/formateur/administration/utilisateurs', 'admin-users', visit);
  await press(page, page.getByRole('link', { name: 'Léa Martin' }));
  await expect(page.getByRole('heading', { level: 1, name: /^Léa Martin/ })).toBeVisible();
  await visit('admin-user');
  await stopAt(page, '/formateur/administration/classes', 'admin-classes', visit);
  await press(page, page.getByRole('link', { name: 'Printemps 2026 — Accueil client' }));
  await expect(page.getByRole('heading', { level: 2, name: /^(Programmes|Programs)$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: /^(Apprenants et formateurs|Learners and teachers)$/ })).toBeVisible();
  await visit('admin-class');
  await stopAt(page, '/formateur/administration/contenus', 'admin-content', visit);
  await stopAt(page, '/formateur/administration/import', 'admin-import', visit);
  await stopAt(page, '/formateur/administration/certificats', 'admin-credentials', visit);
  await press(page, page.getByRole('button', { name: /^(Révoquer le certificat de|Revoke) / }).first());
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await visit('admin-credentials-revoke');
  await page.keyboard.press('Escape');
  await settle(page);
  await stopAt(page, '/formateur/administration/journal', 'admin-journal', visit);
  await stopAt(page, '/formateur/administration/donnees-personnelles', 'admin-personal-data', visit);
  await stopAt(page, '/formateur/administration/reglages', 'admin-settings', visit);
  await stopAt(page, '/formateur/administration/textes', 'admin-texts', visit);
  await stopAt(page, '/formateur/administration/connexion', 'admin-sso', visit);
}
