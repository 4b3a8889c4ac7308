import type { CriterionConformance } from './conformance';
import { manual, test, tests } from './evidence';

/** WCAG 2.2 level A. The English remarks are those of the audit report; the French ones say the same. */
export const levelARows: readonly CriterionConformance[] = [
  {
    criterion: '1.1.1',
    conformance: 'partiallySupports',
    remarks: {
      en: "Images of lessons take their package's `alt`; one without is shown as decorative (never named by its file name), and the importer warns for it (`docs/content-packages.md`, the demo packages have none). Icons, badges, logos and zone images are named or hidden; PDFs carry their text (text layer). axe `image-alt`, `svg-img-alt`, `role-img-alt` at every stop. Not met where an author leaves an informative image without `alt`, or writes `<img>` without `alt` in lesson HTML (not checked by the importer).",
      fr: 'Les images des leçons reprennent le `alt` de leur paquet ; une image sans `alt` est présentée comme décorative (jamais nommée par son nom de fichier) et l’import le signale (`docs/content-packages.md`, les paquets de démonstration n’en ont pas). Icônes, badges, logos et images à zones sont nommés ou masqués ; les PDF portent leur texte (couche texte). axe `image-alt`, `svg-img-alt`, `role-img-alt` à chaque étape. Non satisfait quand un auteur laisse une image informative sans `alt` ou écrit `<img>` sans `alt` dans le HTML d’une leçon (non vérifié à l’import).',
    },
    evidence: [test(tests.screenTour), test('apps/api/src/content/media-alternatives.test.ts')],
  },
  {
    criterion: '1.2.1',
    conformance: 'partiallySupports',
    remarks: {
      en: 'Sounds show their package `transcript` beside the player (the row, « Écouter », autoplayed sounds, the resources window); the demo sounds have theirs; the importer warns for one without. Met only where authors give transcripts.',
      fr: 'Les sons affichent la `transcript` de leur paquet à côté du lecteur (la ligne, « Écouter », les sons lus automatiquement, la fenêtre des ressources) ; les sons de démonstration ont la leur ; l’import signale un son qui n’en a pas. Satisfait seulement quand les auteurs fournissent la transcription.',
    },
    evidence: [test('apps/web/src/components/lesson-content/rows/media-rows.test.tsx'), test('apps/api/src/content/media-alternatives.integration.test.ts')],
  },
  {
    criterion: '1.2.2',
    conformance: 'partiallySupports',
    remarks: {
      en: "Library videos play their package's WebVTT `captions` as a default captions track (`media-rows.test.tsx`, `media-alternatives.integration.test.ts`); no demo video, so no browser test. Videos of the video-sharing service show that service's captions, outside our control.",
      fr: 'Les vidéos de la bibliothèque lisent les sous-titres WebVTT (`captions`) de leur paquet comme piste par défaut (`media-rows.test.tsx`, `media-alternatives.integration.test.ts`) ; pas de vidéo de démonstration, donc pas de test dans le navigateur. Les vidéos du service de partage de vidéos affichent les sous-titres de ce service, hors de notre contrôle.',
    },
    evidence: [test('apps/web/src/components/lesson-content/rows/media-rows.test.tsx'), test('apps/api/src/content/media-alternatives.integration.test.ts')],
  },
  {
    criterion: '1.2.3',
    conformance: 'partiallySupports',
    remarks: {
      en: "A video's `transcript` is shown beside it as the media alternative; met where authors write one.",
      fr: 'La `transcript` d’une vidéo est affichée à côté d’elle comme version de remplacement ; satisfait quand les auteurs en écrivent une.',
    },
    evidence: [test('apps/web/src/components/lesson-content/rows/media-rows.test.tsx')],
  },
  {
    criterion: '1.3.1',
    conformance: 'supports',
    remarks: {
      en: "Landmarks holding all content (`region` at every stop), one `h1` per screen and heading levels that follow the screen's (`heading-order` at every stop), text drawn as a heading marked as one (course and section title widgets, `widget-rows.test.tsx`), labelled groups for every exercise, named by the question's text alone (`page-content.test.tsx`), tables with headers, lists. axe at every stop.",
      fr: 'Régions contenant tout le contenu (`region` à chaque étape), un seul `h1` par écran et des niveaux de titres qui suivent ceux de l’écran (`heading-order` à chaque étape), texte dessiné comme un titre balisé comme tel (widgets de titre du cours et de la partie, `widget-rows.test.tsx`), groupes étiquetés pour chaque exercice, nommés par le seul texte de la question (`page-content.test.tsx`), tableaux avec en-têtes, listes. axe à chaque étape.',
    },
    evidence: [
      test(tests.screenTour),
      test('apps/api/src/certificates/certificate-pdf.test.ts'),
      test('apps/web/src/components/lesson-content/rows/widget-rows.test.tsx'),
      test('apps/web/src/components/lesson-content/page-content.test.tsx'),
    ],
  },
  {
    criterion: '1.3.2',
    conformance: 'supports',
    remarks: {
      en: 'DOM order is reading order; the whole program is played by keyboard in that order (`program.spec.ts`).',
      fr: 'L’ordre du DOM est l’ordre de lecture ; tout le programme est joué au clavier dans cet ordre (`program.spec.ts`).',
    },
    evidence: [test(tests.program)],
  },
  {
    criterion: '1.3.3',
    conformance: 'supports',
    remarks: {
      en: "Reviewed by hand: instructions of the interface name controls by their text; correction marks have words and a legend. Content authors' instructions are theirs.",
      fr: 'Revu à la main : les consignes de l’interface désignent les commandes par leur texte ; les marques de correction ont des mots et une légende. Les consignes des auteurs de contenus leur appartiennent.',
    },
    evidence: [
      manual(
        'Consignes de l’interface et marques de correction lues sans la vue ni les couleurs',
        'Interface instructions and correction marks read without sight or colour',
      ),
    ],
  },
  {
    criterion: '1.4.1',
    conformance: 'supports',
    remarks: {
      en: 'Right, wrong and expected answers have an icon and words besides their colour (correction legend); progress has its percentage.',
      fr: 'Les réponses justes, fausses et attendues ont une icône et des mots en plus de leur couleur (légende de la correction) ; la progression a son pourcentage.',
    },
    evidence: [manual('Correction et progression revues en niveaux de gris', 'Correction and progress reviewed in greyscale')],
  },
  {
    criterion: '1.4.2',
    conformance: 'supports',
    remarks: {
      en: "A page's autoplayed sound plays in the footer's sound player, with pause and volume.",
      fr: 'Le son lu automatiquement sur une page passe par le lecteur du pied de page, avec pause et volume.',
    },
    evidence: [manual('Sons lus automatiquement mis en pause depuis le lecteur du pied de page', 'Autoplayed sounds paused from the footer’s player')],
  },
  {
    criterion: '2.1.1',
    conformance: 'supports',
    remarks: {
      en: 'The whole demo program by keyboard alone (`program.spec.ts` keyboard variant), dragging included (pick and « Placer ici », or Space and arrows).',
      fr: 'Tout le programme de démonstration au clavier seul (variante clavier de `program.spec.ts`), glisser-déposer compris (prendre puis « Placer ici », ou Espace et flèches).',
    },
    evidence: [test(tests.program), test(tests.keyboard)],
  },
  {
    criterion: '2.1.2',
    conformance: 'supports',
    remarks: {
      en: 'Dialogs trap focus on purpose and close with Escape; the floating windows trap nothing, and Escape closes the topmost one from anywhere in the page, leaving the focus where it is (`floating-window.test.tsx`, `dialogs-and-tools.spec.ts`); the tincan frame is left with Tab (`program.spec.ts`).',
      fr: 'Les dialogues retiennent le focus à dessein et se ferment avec Échap ; les fenêtres flottantes ne retiennent rien, et Échap ferme celle du dessus depuis n’importe où dans la page, en laissant le focus où il est (`floating-window.test.tsx`, `dialogs-and-tools.spec.ts`) ; on quitte le cadre tincan avec Tab (`program.spec.ts`).',
    },
    evidence: [test(tests.program), test(tests.dialogsAndTools), test('apps/web/src/components/window/floating-window.test.tsx')],
  },
  {
    criterion: '2.1.4',
    conformance: 'supports',
    remarks: {
      en: "The calculator's single keys work only while focus is in it, Enter being equals there (Space presses a focused key); Enter goes next only outside controls.",
      fr: 'Les touches simples de la calculatrice n’agissent que quand le focus y est, Entrée y valant égal (Espace presse la touche qui a le focus) ; Entrée passe à la suite seulement hors des commandes.',
    },
    evidence: [test(tests.dialogsAndTools), test(tests.playerSteps)],
  },
  {
    criterion: '2.2.1',
    conformance: 'partiallySupports',
    remarks: {
      en: "A trainer or an admin sets a learner's time accommodation per class (× 1.25, × 1.5, × 2, no limit) from the learner's page of the trainer space, honoured by the server (`time-accommodations.integration.test.ts`, `timing-and-zoom.spec.ts`, `trainer-space.spec.ts`); a polite warning at a fifth of the time and at 5 s (`lesson-timer.test.tsx`). The learner cannot extend the time by themselves when warned: the limits of timed exercises are the course's (an assessment), adjusted beforehand as exam arrangements are.",
      fr: 'Un formateur ou un administrateur règle l’aménagement de temps d’un apprenant par classe (× 1,25, × 1,5, × 2, sans limite) depuis la page de l’apprenant dans l’espace formateur, appliqué par le serveur (`time-accommodations.integration.test.ts`, `timing-and-zoom.spec.ts`, `trainer-space.spec.ts`) ; un avertissement discret au cinquième du temps et à 5 s (`lesson-timer.test.tsx`). L’apprenant ne peut pas prolonger le temps lui-même quand il est averti : les limites des exercices chronométrés sont celles du cours (une évaluation), aménagées à l’avance comme un tiers-temps d’examen.',
    },
    evidence: [
      test('apps/api/src/time-accommodations/time-accommodations.integration.test.ts'),
      test(tests.timingAndZoom),
      test('e2e/trainer/trainer-space.spec.ts'),
      test('apps/web/src/features/lesson-player/components/lesson-timer.test.tsx'),
    ],
  },
  {
    criterion: '2.2.2',
    conformance: 'supports',
    remarks: {
      en: 'No moving or auto-updating content beyond short animations (score radial); sounds can be paused.',
      fr: 'Aucun contenu en mouvement ou mis à jour automatiquement hormis de courtes animations (cercle du score) ; les sons peuvent être mis en pause.',
    },
    evidence: [manual('Écrans parcourus à la recherche de contenus en mouvement', 'Screens walked through for moving content')],
  },
  {
    criterion: '2.3.1',
    conformance: 'supports',
    remarks: { en: 'Nothing flashes.', fr: 'Rien ne clignote.' },
    evidence: [manual('Écrans parcourus à la recherche de flashs', 'Screens walked through for flashes')],
  },
  {
    criterion: '2.4.1',
    conformance: 'supports',
    remarks: { en: 'Skip link to the main content; landmarks (axe `bypass`).', fr: 'Lien d’évitement vers le contenu principal ; régions (axe `bypass`).' },
    evidence: [test(tests.screenTour), test(tests.keyboard)],
  },
  {
    criterion: '2.4.2',
    conformance: 'supports',
    remarks: {
      en: '`{context} - {route}` for every route; each lesson step `{page} - {course} - {tenant}` (`routes.test.tsx`, `player-steps.spec.ts`).',
      fr: '`{contexte} - {route}` pour chaque route ; chaque étape d’une leçon `{page} - {cours} - {organisme}` (`routes.test.tsx`, `player-steps.spec.ts`).',
    },
    evidence: [test('apps/web/src/app/routes.test.tsx'), test(tests.playerSteps)],
  },
  {
    criterion: '2.4.3',
    conformance: 'supports',
    remarks: {
      en: "After a step change the focus is on the new heading; every dialog gives it back to its opener, or to the result or heading when its opener is gone, the video dialog and the windows' phone (modal) form included; the hints dialog gives it to a hint just unlocked (`player-dialogs.test.tsx`); a button waiting on a request keeps the focus, marked `aria-disabled` and `aria-busy` rather than disabled (`lib/forms/busy-button.tsx`) (`player-steps.spec.ts`, `dialogs-and-tools.spec.ts`, `player-a11y.test.tsx`, `floating-window.test.tsx`, `page-content.test.tsx`, `busy-button.test.tsx`, `sign-in-screen.test.tsx`).",
      fr: 'Après un changement d’étape, le focus est sur le nouveau titre ; chaque dialogue le rend à ce qui l’a ouvert, ou au résultat ou au titre quand cela a disparu, dialogue vidéo et forme téléphone (modale) des fenêtres compris ; le dialogue des indices le donne à l’indice tout juste débloqué (`player-dialogs.test.tsx`) ; un bouton qui attend une requête garde le focus, marqué `aria-disabled` et `aria-busy` au lieu d’être désactivé (`lib/forms/busy-button.tsx`) (`player-steps.spec.ts`, `dialogs-and-tools.spec.ts`, `player-a11y.test.tsx`, `floating-window.test.tsx`, `page-content.test.tsx`, `busy-button.test.tsx`, `sign-in-screen.test.tsx`).',
    },
    evidence: [
      test(tests.playerSteps),
      test(tests.dialogsAndTools),
      test('apps/web/src/features/lesson-player/components/player-a11y.test.tsx'),
      test('apps/web/src/components/window/floating-window.test.tsx'),
      test('apps/web/src/components/lesson-content/page-content.test.tsx'),
      test('apps/web/src/lib/forms/busy-button.test.tsx'),
      test('apps/web/src/**/sign-in-screen.test.tsx'),
    ],
  },
  {
    criterion: '2.4.4',
    conformance: 'supports',
    remarks: {
      en: "axe `link-name`; the course tree's links are the pages' titles.",
      fr: 'axe `link-name` ; les liens de l’arborescence du cours sont les titres des pages.',
    },
    evidence: [test(tests.screenTour)],
  },
  {
    criterion: '2.5.1',
    conformance: 'supports',
    remarks: {
      en: 'No path or multi-point gesture is needed: drag and drop also by pick and « Placer ici », zoom by the browser.',
      fr: 'Aucun geste de tracé ni à plusieurs points n’est nécessaire : glisser-déposer aussi en prenant puis « Placer ici », zoom par le navigateur.',
    },
    evidence: [test(tests.program)],
  },
  {
    criterion: '2.5.2',
    conformance: 'supports',
    remarks: {
      en: 'Native buttons act on release; a drag dropped outside a zone is cancelled.',
      fr: 'Les boutons natifs agissent au relâchement ; un glisser lâché hors d’une zone est annulé.',
    },
    evidence: [
      manual(
        'Boutons et glisser-déposer essayés au pointeur, relâchés hors de la cible',
        'Buttons and drag and drop tried with a pointer, released off target',
      ),
    ],
  },
  {
    criterion: '2.5.3',
    conformance: 'supports',
    remarks: {
      en: 'Calculator keys (« sin : sinus (degrés) »), « Placer ici : {target} », image zones named with the words drawn in the image (demo content; authors must keep them the same); every longer name of a control (« Recommencer le programme … », "Start over the program …") begins with its visible text, in every language (`lib/i18n/label-in-name.test.ts`).',
      fr: 'Touches de la calculatrice (« sin : sinus (degrés) »), « Placer ici : {cible} », zones d’image nommées avec les mots dessinés dans l’image (contenu de démonstration ; les auteurs doivent les garder identiques) ; tout nom plus long d’une commande (« Recommencer le programme … », "Start over the program …") commence par son texte visible, dans toutes les langues (`lib/i18n/label-in-name.test.ts`).',
    },
    evidence: [test('apps/web/src/lib/i18n/label-in-name.test.ts'), test(tests.dialogsAndTools)],
  },
  {
    criterion: '2.5.4',
    conformance: 'notApplicable',
    remarks: { en: 'Nothing is worked by moving the device.', fr: 'Rien ne s’actionne en bougeant l’appareil.' },
    evidence: [],
  },
  {
    criterion: '3.1.1',
    conformance: 'supports',
    remarks: {
      en: '`<html lang>` is the interface language (axe `html-has-lang`, `html-lang-valid`).',
      fr: '`<html lang>` est la langue de l’interface (axe `html-has-lang`, `html-lang-valid`).',
    },
    evidence: [test(tests.screenTour), test('apps/api/src/certificates/certificate-pdf.test.ts')],
  },
  {
    criterion: '3.2.1',
    conformance: 'supports',
    remarks: { en: 'Focus never changes context.', fr: 'Le focus ne change jamais de contexte.' },
    evidence: [test(tests.program), manual('Chaque écran parcouru à la touche Tab', 'Every screen walked through with Tab')],
  },
  {
    criterion: '3.2.2',
    conformance: 'supports',
    remarks: {
      en: "Choosing in a list answers, it does not move on; the language switch changes the interface's language in place; the dashboard's section list on a phone moves only with « Afficher », not at each arrow key (`dashboard.spec.ts`).",
      fr: 'Choisir dans une liste répond, sans passer à la suite ; le choix de langue change la langue de l’interface sur place ; la liste des sections du tableau de bord sur téléphone ne change de page qu’avec « Afficher », pas à chaque flèche (`dashboard.spec.ts`).',
    },
    evidence: [test('e2e/dashboard/dashboard.spec.ts')],
  },
  {
    criterion: '3.2.6',
    conformance: 'supports',
    remarks: {
      en: 'Contacting a trainer is in one place (each class on Home).',
      fr: 'Contacter un formateur se fait à un seul endroit (chaque classe sur l’accueil).',
    },
    evidence: [manual('Accès au contact d’un formateur comparé d’un écran à l’autre', 'Where a trainer is contacted compared across screens')],
  },
  {
    criterion: '3.3.1',
    conformance: 'supports',
    remarks: {
      en: "Fields in error say so under them, tied with `aria-describedby` and `aria-invalid`, the first one focused; the sign-in form too, in the page's language (`sign-in-screen.test.tsx`, `timing-and-zoom.spec.ts`).",
      fr: 'Les champs en erreur le disent sous eux, reliés par `aria-describedby` et `aria-invalid`, le premier recevant le focus ; le formulaire de connexion aussi, dans la langue de la page (`sign-in-screen.test.tsx`, `timing-and-zoom.spec.ts`).',
    },
    evidence: [test('apps/web/src/**/sign-in-screen.test.tsx'), test(tests.timingAndZoom)],
  },
  {
    criterion: '3.3.2',
    conformance: 'supports',
    remarks: {
      en: 'Every control labelled (axe `label`, `select-name`); each combined-choice list named with its sentence.',
      fr: 'Chaque commande est étiquetée (axe `label`, `select-name`) ; chaque liste d’un choix combiné est nommée par sa phrase.',
    },
    evidence: [test(tests.screenTour)],
  },
  {
    criterion: '3.3.7',
    conformance: 'supports',
    remarks: {
      en: 'Answers are kept as drafts across reloads; a refused form keeps what was typed.',
      fr: 'Les réponses sont gardées comme brouillons d’un rechargement à l’autre ; un formulaire refusé garde ce qui a été saisi.',
    },
    evidence: [manual('Leçon rechargée en cours de réponse, formulaires envoyés avec des erreurs', 'Lesson reloaded mid-answer, forms sent with errors')],
  },
  {
    criterion: '4.1.2',
    conformance: 'supports',
    remarks: {
      en: 'axe at every stop; dialogs named by their title and described by their message; the tincan frame titled by its page.',
      fr: 'axe à chaque étape ; dialogues nommés par leur titre et décrits par leur message ; le cadre tincan titré par sa page.',
    },
    evidence: [test(tests.screenTour)],
  },
];
