import { mailedScreenPaths } from '@espace/contracts/notification-links';
import { homePath, signInPath } from '@espace/contracts/server-rendering';

type Segment<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segment<Tail> : P;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;

/** The parameters a pattern names (`/reset/:token?` → `{ token?: string }`). */
type PathParams<P extends string> = { [Name in RequiredName<Segment<P>>]: string } & { [Name in OptionalName<Segment<P>>]?: string };

/** A query string's parameters, in the order written. */
type Search = Record<string, string>;

type HrefArgs<P extends string> = [RequiredName<Segment<P>>] extends [never]
  ? [OptionalName<Segment<P>>] extends [never]
    ? [params?: Record<string, never>, search?: Search]
    : [params?: PathParams<P>, search?: Search]
  : [params: PathParams<P>, search?: Search];

interface AppPath<P extends string> {
  /** The router's pattern, from the site root. */
  path: P;
  /** The address of one screen: each parameter encoded, an optional one left out as an empty segment (`/reset/`). */
  getHref: (...args: HrefArgs<P>) => string;
}

const queryOf = (search: Search | undefined) => {
  const pairs = Object.entries(search ?? {}).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};

function route<const P extends string>(path: P): AppPath<P> {
  const getHref = (params?: Record<string, string | undefined>, search?: Search) =>
    path.replace(/:(\w+)\??/g, (_, name: string) => {
      const value = params?.[name];
      return value === undefined ? '' : encodeURIComponent(value);
    }) + queryOf(search);
  return { path, getHref: getHref as AppPath<P>['getHref'] };
}

const dashboard = '/tableau-de-bord';
const trainer = '/formateur';
const admin = `${trainer}/administration`;
const lesson = mailedScreenPaths.lesson;
const preview = route('/preview');

/**
 * Every address of the web app, declared once: the router takes each `path`, links and
 * navigations call `getHref` (docs/architecture.md#a-screen). Home and the
 * sign-in page come from contracts/server-rendering, which the API's first screens share; the
 * screens mails link to, from contracts/notification-links, which the API's mails share.
 */
export const paths = {
  home: route(homePath),
  login: route(signInPath),
  forbidden: route('/403'),
  notFound: route('/404'),
  reset: route('/reset/:token?'),
  welcome: route('/bienvenue'),
  confirmEmail: route('/confirmation-email'),
  undoEmailChange: route('/annulation-email'),
  /** A mail's unsubscribe link, its token in the fragment (docs/security.md#unsubscribe-links). */
  unsubscribe: route(mailedScreenPaths.unsubscribe),
  /** The retention mail's « keep my account », its token in the fragment (docs/privacy.md#retention). */
  keepAccount: route(mailedScreenPaths.keepAccount),
  accessibility: route('/accessibilite'),
  legal: {
    mentions: route('/legal/mentions'),
    dataProtection: route('/legal/protection-des-donnees'),
  },
  testBadges: route('/test-badges'),
  preview: {
    ...preview,
    /** The preview of one stored block, named in the fragment (docs/embeds.md#a-staff-user-opens-it). */
    getBlockHref: (blockId: string) => `${preview.getHref()}#block=${encodeURIComponent(blockId)}`,
  },
  correction: route('/correction/:pageId?'),
  correctionPage: route('/correction/:lessonId/page/:pageId'),
  account: route(mailedScreenPaths.account),
  notifications: route(mailedScreenPaths.notifications),
  messages: route('/messages'),
  messageThread: route(mailedScreenPaths.messageThread),
  document: route('/documents/:fileId'),
  dashboard: {
    root: route(dashboard),
    levels: route(mailedScreenPaths.levels),
    jobs: route(`${dashboard}/metiers`),
    stats: route(`${dashboard}/statistiques`),
    certificates: route(mailedScreenPaths.certificates),
    /** An old name of the certificates tab, redirected (docs/product/screens-and-routes.md#routes). */
    certificatesAlias: route(`${dashboard}/certicates`),
    logbook: route(mailedScreenPaths.logbook),
  },
  evaluation: route('/evaluate/:type/:id'),
  /** Public: verifies a code, a share link or a credential file; a certificate's PDF links to it with its code. */
  verify: route('/verify/:code?'),
  /** Public: a credential's page, which its learner shares (docs/credentials.md). */
  credential: route('/credentials/:credentialId'),
  trainer: {
    root: route(trainer),
    classes: route(`${trainer}/classes`),
    class: route(mailedScreenPaths.trainerClass),
    learner: route(`${trainer}/classes/:classId/apprenants/:userId`),
    messages: route(`${trainer}/messages`),
    thread: route(mailedScreenPaths.trainerThread),
  },
  admin: {
    root: route(admin),
    codes: route(`${admin}/codes`),
    code: route(`${admin}/codes/:codeId`),
    users: route(`${admin}/utilisateurs`),
    user: route(`${admin}/utilisateurs/:userId`),
    classes: route(`${admin}/classes`),
    class: route(`${admin}/classes/:classId`),
    import: route(`${admin}/import`),
    jobs: route(`${admin}/taches`),
    journal: route(`${admin}/journal`),
    personalData: route(`${admin}/donnees-personnelles`),
    settings: route(`${admin}/reglages`),
    texts: route(`${admin}/textes`),
    sso: route(`${admin}/connexion`),
    content: route(`${admin}/contenus`),
    credentials: route(`${admin}/certificats`),
  },
  lesson: {
    root: route(lesson),
    page: route(`${lesson}/page/:pageId`),
    actions: route(`${lesson}/actions`),
    questions: route(`${lesson}/questions`),
    /** An ended lesson's results, shown before the rest of its end (docs/product/lessons.md#results); an expired lesson and the end screens with nothing to offer lead there too. */
    results: route(`${lesson}/resultats`),
    /** One page of an ended lesson, reviewed from its results, read only. */
    review: route(`${lesson}/resultats/page/:pageId`),
  },
  renderNode: route('/render/node/:id'),
};
