import type { CriterionConformance } from './conformance';
import { manual, test, tests } from './evidence';

/** WCAG 2.2 level AA. The English remarks are those of the audit report; the French ones say the same. */
export const levelAaRows: readonly CriterionConformance[] = [
  {
    criterion: '1.2.4',
    conformance: 'notApplicable',
    remarks: { en: 'No live media.', fr: 'Aucun média en direct.' },
    evidence: [],
  },
  {
    criterion: '1.2.5',
    conformance: 'doesNotSupport',
    remarks: {
      en: 'Videos have no audio-description track; authors can describe the picture in the transcript only.',
      fr: 'Les vidéos n’ont pas de piste d’audio-description ; les auteurs ne peuvent décrire l’image que dans la transcription.',
    },
    evidence: [],
  },
  {
    criterion: '1.3.4',
    conformance: 'supports',
    remarks: {
      en: 'No orientation lock; the layout is checked from 320 px up.',
      fr: 'Aucun verrouillage de l’orientation ; la mise en page est vérifiée à partir de 320 px.',
    },
    evidence: [test(tests.screenTour)],
  },
  {
    criterion: '1.3.5',
    conformance: 'supports',
    remarks: {
      en: '`autocomplete` on sign-in, registration and profile fields.',
      fr: '`autocomplete` sur les champs de connexion, d’inscription et du profil.',
    },
    evidence: [
      test('apps/web/src/**/sign-in-screen.test.tsx'),
      manual('Attributs autocomplete des formulaires relus', 'Forms’ autocomplete attributes reviewed'),
    ],
  },
  {
    criterion: '1.4.3',
    conformance: 'supports',
    remarks: {
      en: 'axe `color-contrast` at every stop, both tenants, and on the main learner screens in the dark theme; every text and ground of both palettes at 4.5:1 (`palette.test.ts`); tenant accents darkened (light theme) or lightened (dark theme) to 4.5:1 when needed (`apply-context.ts`).',
      fr: 'axe `color-contrast` à chaque étape, pour les deux organismes, et sur les principaux écrans de l’apprenant en thème sombre ; chaque texte et chaque fond des deux palettes à 4,5:1 (`palette.test.ts`) ; les couleurs d’un organisme sont assombries (thème clair) ou éclaircies (thème sombre) jusqu’à 4,5:1 si besoin (`apply-context.ts`).',
    },
    evidence: [
      test(tests.screenTour),
      test('e2e/a11y/dark-theme.spec.ts'),
      test('apps/web/src/styles/palette.test.ts'),
      test('packages/domain/src/contrast.test.ts'),
      test('packages/domain/src/display/theme-colours.test.ts'),
    ],
  },
  {
    criterion: '1.4.4',
    conformance: 'supports',
    remarks: {
      en: 'Pinch-zoom allowed at every width by default (`timing-and-zoom.spec.ts`); the calculator grows with the text and stays on screen. Does not support for a tenant that turns `lockZoomOnPhones` on (the original rule, off by default).',
      fr: 'Le zoom à deux doigts est permis à toutes les largeurs par défaut (`timing-and-zoom.spec.ts`) ; la calculatrice grandit avec le texte et reste à l’écran. Non conforme pour un organisme qui active `lockZoomOnPhones` (la règle d’origine, désactivée par défaut).',
    },
    evidence: [test(tests.timingAndZoom), test(tests.dialogsAndTools)],
  },
  {
    criterion: '1.4.5',
    conformance: 'supports',
    remarks: {
      en: 'No images of text but logos; words in diagrams name their zones.',
      fr: 'Aucune image de texte hormis les logos ; les mots des schémas nomment leurs zones.',
    },
    evidence: [manual('Images de l’interface et du contenu de démonstration relues', 'Images of the interface and of the demo content reviewed')],
  },
  {
    criterion: '1.4.10',
    conformance: 'supports',
    remarks: {
      en: 'No sideways scrolling at 320 px on any screen of the tour (layout checks); the footer stops being fixed under 500 px high. Wide tables scroll inside their own box.',
      fr: 'Aucun défilement horizontal à 320 px sur les écrans du parcours (vérifications de mise en page) ; le pied de page cesse d’être fixe sous 500 px de haut. Les tableaux larges défilent dans leur propre cadre.',
    },
    evidence: [test(tests.screenTour)],
  },
  {
    criterion: '1.4.11',
    conformance: 'supports',
    remarks: {
      en: 'Text fields, drop zones, empty and chosen rating stars at 3:1 (`dialogs-and-tools.spec.ts`); focus ring in the primary colour.',
      fr: 'Champs de texte, zones de dépôt, étoiles de notation vides et choisies à 3:1 (`dialogs-and-tools.spec.ts`) ; anneau de focus dans la couleur principale.',
    },
    evidence: [test(tests.dialogsAndTools)],
  },
  {
    criterion: '1.4.12',
    conformance: 'notEvaluated',
    remarks: {
      en: 'No fixed heights on text boxes by design; not tested with the spacing bookmarklet yet.',
      fr: 'Aucune hauteur fixe sur les blocs de texte par construction ; pas encore testé avec le favori d’espacement du texte.',
    },
    evidence: [],
  },
  {
    criterion: '1.4.13',
    conformance: 'supports',
    remarks: {
      en: 'Glossary definitions show on hover, focus and tap; the pointer can move onto a definition and it stays; Escape closes it wherever the focus is (`page-content.test.tsx`, `dialogs-and-tools.spec.ts` with a real pointer).',
      fr: 'Les définitions du glossaire s’affichent au survol, au focus et au toucher ; le pointeur peut aller sur une définition sans qu’elle disparaisse ; Échap la ferme où que soit le focus (`page-content.test.tsx`, `dialogs-and-tools.spec.ts` avec un vrai pointeur).',
    },
    evidence: [test('apps/web/src/components/lesson-content/page-content.test.tsx'), test(tests.dialogsAndTools)],
  },
  {
    criterion: '2.4.5',
    conformance: 'supports',
    remarks: {
      en: "Home, the dashboard, the navigation menu and each lesson's course tree.",
      fr: 'L’accueil, le tableau de bord, le menu de navigation et l’arborescence du cours de chaque leçon.',
    },
    evidence: [test(tests.program), manual('Chemins vers une leçon comparés', 'Ways to a lesson compared')],
  },
  {
    criterion: '2.4.6',
    conformance: 'supports',
    remarks: { en: 'Headings name their part; labels say what to give.', fr: 'Les titres nomment leur partie ; les étiquettes disent quoi saisir.' },
    evidence: [manual('Titres et étiquettes de chaque écran relus', 'Headings and labels of every screen reviewed')],
  },
  {
    criterion: '2.4.7',
    conformance: 'supports',
    remarks: {
      en: 'A 3 px ring in the primary colour on every control (`keyboard.spec.ts`); programmatic focus on headings and results has none, they are not controls.',
      fr: 'Un anneau de 3 px dans la couleur principale sur chaque commande (`keyboard.spec.ts`) ; le focus donné par programme aux titres et aux résultats n’en a pas, ce ne sont pas des commandes.',
    },
    evidence: [test(tests.keyboard)],
  },
  {
    criterion: '2.4.11',
    conformance: 'supports',
    remarks: {
      en: "The lesson player keeps the focused control above its fixed footer (scroll padding of the footer's height; no fixed footer under 500 px high), tested at 375×740 and 320×256 and after « Placer ici » (`player-steps.spec.ts`); full screen too. The resources, tutorial and calculator windows never cover the focused element: they move aside to the nearest place that uncovers it (and the definition it shows), or, with no room for that, fold to their title bar until the focus comes back; tested at 1366 px for every control Tab reaches under the PDF window, and at 400 % zoom (342×200) for the calculator and « Suivant » (`dialogs-and-tools.spec.ts`, `window-geometry.test.ts`). Other screens have no fixed layer over their content but the phone menu, which closes with Escape.",
      fr: 'Le lecteur de leçons garde la commande qui a le focus au-dessus de son pied de page fixe (marge de défilement de la hauteur du pied de page ; pas de pied de page fixe sous 500 px de haut), testé à 375×740 et 320×256 et après « Placer ici » (`player-steps.spec.ts`) ; en plein écran aussi. Les fenêtres des ressources, du tutoriel et de la calculatrice ne couvrent jamais l’élément qui a le focus : elles s’écartent à la place la plus proche qui le découvre (avec la définition qu’il affiche), ou, faute de place, se replient sur leur barre de titre jusqu’au retour du focus ; testé à 1366 px pour chaque commande atteinte par Tab sous la fenêtre du PDF, et au zoom de 400 % (342×200) pour la calculatrice et « Suivant » (`dialogs-and-tools.spec.ts`, `window-geometry.test.ts`). Les autres écrans n’ont aucune couche fixe sur leur contenu hormis le menu du téléphone, qui se ferme avec Échap.',
    },
    evidence: [test(tests.playerSteps), test(tests.dialogsAndTools), test('apps/web/src/components/window/window-geometry.test.ts')],
  },
  {
    criterion: '2.5.7',
    conformance: 'partiallySupports',
    remarks: {
      en: 'Drag and drop has « Placer ici »; the resources and tutorial windows move and resize with the arrow keys from their handles, but a pointer user without dragging cannot move them (they open where they can be used).',
      fr: 'Le glisser-déposer a « Placer ici » ; les fenêtres des ressources et du tutoriel se déplacent et se redimensionnent aux flèches depuis leurs poignées, mais qui utilise un pointeur sans glisser ne peut pas les déplacer (elles s’ouvrent là où on peut s’en servir).',
    },
    evidence: [test(tests.program), test('apps/web/src/components/window/floating-window.test.tsx')],
  },
  {
    criterion: '2.5.8',
    conformance: 'supports',
    remarks: {
      en: 'No control under 24×24 px on any screen of the tour, at any width (layout checks), inline links excepted as the criterion allows.',
      fr: 'Aucune commande sous 24×24 px sur les écrans du parcours, à toutes les largeurs (vérifications de mise en page), hormis les liens dans le texte comme le critère le permet.',
    },
    evidence: [test(tests.screenTour)],
  },
  {
    criterion: '3.1.2',
    conformance: 'partiallySupports',
    remarks: {
      en: "Each course carries its language (package `language`, default the tenant's first); the player marks the page's title, content, section and course tree with it, and the course's words in its dialogs and end screens: hints, feedbacks (a time-up's too), the final review's questions, the end-of-lesson questions (`player-steps.spec.ts`, `player-dialogs.test.tsx`, `next-flow.test.tsx`, `end-screens.test.tsx`). Course titles on Home, the dashboard and certificates are not marked yet, nor words of another language inside a course unless its author wrote `lang`.",
      fr: 'Chaque cours porte sa langue (`language` du paquet, par défaut la première de l’organisme) ; le lecteur en marque le titre de la page, son contenu, la section et l’arborescence du cours, ainsi que les mots du cours dans ses dialogues et écrans de fin : indices, retours (celui d’un temps écoulé aussi), questions de la revue finale, questions de fin de leçon (`player-steps.spec.ts`, `player-dialogs.test.tsx`, `next-flow.test.tsx`, `end-screens.test.tsx`). Les titres des cours sur l’accueil, le tableau de bord et les attestations ne sont pas encore marqués, ni les mots d’une autre langue dans un cours si son auteur n’a pas écrit `lang`.',
    },
    evidence: [
      test(tests.playerSteps),
      test('apps/web/src/features/lesson-player/dialogs/player-dialogs.test.tsx'),
      test('apps/web/src/features/lesson-player/components/next-flow.test.tsx'),
      test('apps/web/src/features/lesson-player/components/end-screens.test.tsx'),
    ],
  },
  {
    criterion: '3.2.3',
    conformance: 'supports',
    remarks: {
      en: 'One navigation on every signed-in screen; one player layout on every page.',
      fr: 'Une seule navigation sur chaque écran connecté ; une seule disposition du lecteur sur chaque page.',
    },
    evidence: [test(tests.shell), manual('Navigation comparée d’un écran à l’autre', 'Navigation compared across screens')],
  },
  {
    criterion: '3.2.4',
    conformance: 'supports',
    remarks: { en: 'One name per function (Suivant, Vérifier, Précédent…).', fr: 'Un seul nom par fonction (Suivant, Vérifier, Précédent…).' },
    evidence: [manual('Noms des commandes comparés d’un écran à l’autre', 'Names of controls compared across screens')],
  },
  {
    criterion: '3.3.3',
    conformance: 'supports',
    remarks: {
      en: 'Errors say what is expected (password rules, missing fields).',
      fr: 'Les erreurs disent ce qui est attendu (règles du mot de passe, champs manquants).',
    },
    evidence: [test('apps/web/src/**/sign-in-screen.test.tsx'), manual('Messages d’erreur des formulaires relus', 'Forms’ error messages reviewed')],
  },
  {
    criterion: '3.3.4',
    conformance: 'partiallySupports',
    remarks: {
      en: 'The last exercise of a certifying course asks before sending, with the questions left unanswered (`player-a11y.test.tsx`); Enter never sends from a control, and in a one-line answer field it checks the answer, never moving on (`player-a11y.test.tsx`, `player-steps.spec.ts`); nothing answered asks first. Other exercise pages are sent for good by Next, as the lesson engine scores each page once (Check shows the correction before moving on).',
      fr: 'Le dernier exercice d’un cours certifiant demande confirmation avant l’envoi, avec les questions restées sans réponse (`player-a11y.test.tsx`) ; Entrée n’envoie jamais depuis une commande, et dans un champ de réponse d’une ligne elle vérifie la réponse, sans jamais passer à la suite (`player-a11y.test.tsx`, `player-steps.spec.ts`) ; une page sans réponse demande d’abord. Les autres pages d’exercice sont envoyées pour de bon par Suivant, car le moteur des leçons note chaque page une fois (Vérifier montre la correction avant de passer à la suite).',
    },
    evidence: [test('apps/web/src/features/lesson-player/components/player-a11y.test.tsx'), test(tests.playerSteps)],
  },
  {
    criterion: '3.3.8',
    conformance: 'supports',
    remarks: {
      en: 'Password managers and pasting work (`autocomplete`), « Afficher le mot de passe », no cognitive test.',
      fr: 'Gestionnaires de mots de passe et collage fonctionnent (`autocomplete`), « Afficher le mot de passe », aucun test cognitif.',
    },
    evidence: [
      test(tests.keyboard),
      manual('Connexion avec un gestionnaire de mots de passe et par collage', 'Sign-in with a password manager and by pasting'),
    ],
  },
  {
    criterion: '4.1.3',
    conformance: 'supports',
    remarks: {
      en: 'One polite region of the player says each step and each correction and keeps it, and the end of the lesson with its score as the end screen opens on its title (`end-screens.test.tsx`); timer warnings, the offline state, sending, and form errors are live regions or alerts.',
      fr: 'Une région discrète (polite) du lecteur annonce chaque étape et chaque correction et les garde, ainsi que la fin de la leçon avec son score quand l’écran de fin s’ouvre sur son titre (`end-screens.test.tsx`) ; avertissements du minuteur, hors-ligne, envoi en cours et erreurs de formulaire sont des régions actives ou des alertes.',
    },
    evidence: [test('apps/web/src/features/lesson-player/components/end-screens.test.tsx'), test(tests.playerSteps)],
  },
];
