import type { AccessibilityStatement, KnownException } from './conformance';
import { lastAudit } from './evidence';
import { levelAaRows } from './statement-level-aa';
import { levelARows } from './statement-level-a';

/**
 * The accessibility statement of Espace Apprenant: the one source the /accessibilite page is
 * generated from and the unit test checks against the repository (docs/accessibility.md).
 */

const exceptions: readonly KnownException[] = [
  {
    criteria: ['1.1.1', '1.2.1', '1.2.2', '1.2.3'],
    what: {
      fr: 'Contenus des auteurs : une image informative sans texte de remplacement, un son ou une vidéo sans transcription ni sous-titres, selon ce que les auteurs d’un cours ont fourni.',
      en: 'Authored content: an informative image without a text alternative, a sound or a video without transcript or captions, depending on what a course’s authors gave.',
    },
    workaround: {
      fr: 'Demandez à votre formateur le contenu manquant : il peut le faire compléter dans le cours ou vous le transmettre.',
      en: 'Ask your trainer for the missing content: they can have it added to the course or send it to you.',
    },
  },
  {
    criteria: ['1.2.5'],
    what: { fr: 'Les vidéos n’ont pas de piste d’audio-description.', en: 'Videos have no audio-description track.' },
    workaround: {
      fr: 'La transcription d’une vidéo, quand l’auteur en a écrit une, est affichée à côté d’elle ; demandez à votre formateur une description de l’image si elle manque.',
      en: 'A video’s transcript, where its author wrote one, is shown beside it; ask your trainer for a description of the picture if it is missing.',
    },
  },
  {
    criteria: ['1.4.12'],
    what: { fr: 'L’espacement du texte n’a pas encore été testé.', en: 'Text spacing has not been tested yet.' },
    workaround: {
      fr: 'Les blocs de texte n’ont pas de hauteur fixe ; signalez-nous tout texte coupé avec vos réglages d’espacement.',
      en: 'Text boxes have no fixed heights; tell us about any text cut off with your spacing settings.',
    },
  },
  {
    criteria: ['2.2.1'],
    what: {
      fr: 'Un apprenant averti de la fin du temps d’un exercice chronométré ne peut pas le prolonger lui-même.',
      en: 'A learner warned that a timed exercise’s time is running out cannot extend it themselves.',
    },
    workaround: {
      fr: 'Demandez à votre formateur un aménagement de temps (× 1,25, × 1,5, × 2 ou sans limite) avant l’exercice.',
      en: 'Ask your trainer for a time accommodation (× 1.25, × 1.5, × 2 or no limit) before the exercise.',
    },
  },
  {
    criteria: ['2.5.7'],
    what: {
      fr: 'Les fenêtres des ressources et du tutoriel ne se déplacent au pointeur qu’en les faisant glisser.',
      en: 'The resources and tutorial windows move with a pointer only by dragging.',
    },
    workaround: {
      fr: 'Elles s’ouvrent là où on peut s’en servir ; au clavier, leurs poignées les déplacent et les redimensionnent avec les flèches.',
      en: 'They open where they can be used; from the keyboard their handles move and resize them with the arrow keys.',
    },
  },
  {
    criteria: ['3.1.2'],
    what: {
      fr: 'Les titres des cours sur l’accueil, le tableau de bord et les attestations ne portent pas la langue du cours ; ni les mots d’une autre langue dans un cours que son auteur n’a pas marqués.',
      en: 'Course titles on Home, the dashboard and certificates do not carry the course’s language, nor do words of another language inside a course that its author did not mark.',
    },
    workaround: {
      fr: 'Dans le lecteur de leçons, le titre et le contenu de chaque page portent la langue du cours.',
      en: 'In the lesson player, each page’s title and content carry the course’s language.',
    },
  },
  {
    criteria: ['3.3.4'],
    what: {
      fr: 'Hors du dernier exercice d’un cours certifiant, une page d’exercice est envoyée pour de bon par Suivant, sans confirmation.',
      en: 'Except on the last exercise of a certifying course, an exercise page is sent for good by Next, without confirmation.',
    },
    workaround: { fr: 'Utilisez Vérifier : il montre la correction avant de passer à la suite.', en: 'Use Check: it shows the correction before moving on.' },
  },
];

export const accessibilityStatement: AccessibilityStatement = {
  lastAudit,
  scope: {
    fr: 'Espace Apprenant, l’espace des apprenants : tous ses écrans, le lecteur de leçons et ses dialogues, l’aperçu et la correction intégrés, l’attestation en PDF ; évalué selon les critères des niveaux A et AA des WCAG 2.2, que reprend la clause 9 (contenu web) de la norme EN 301 549 V3.2.1.',
    en: 'Espace Apprenant, the learners’ space: all its screens, the lesson player and its dialogs, the embedded preview and correction, the certificate PDF; evaluated against the level A and AA criteria of WCAG 2.2, which clause 9 (web content) of EN 301 549 V3.2.1 takes up.',
  },
  outOfScope: [
    { fr: 'L’outil d’administration des contenus (une autre application).', en: 'The content back-office (another application).' },
    {
      fr: 'Les activités xAPI écrites par les auteurs de contenus (elles s’exécutent dans leur propre cadre).',
      en: 'xAPI activities written by content authors (they run in their own frame).',
    },
    { fr: 'Le lecteur du service de partage de vidéos.', en: 'The video-sharing service’s player.' },
    {
      fr: 'Ce que les auteurs écrivent dans les paquets de contenus, au-delà de ce que l’import vérifie.',
      en: 'What authors write in content packages, beyond what the importer checks.',
    },
  ],
  methods: [
    {
      fr: 'Tests automatisés dans le navigateur à chaque modification : axe-core (règles WCAG 2.0, 2.1 et 2.2 A et AA) sur chaque écran, à 375 et 1366 px, pour deux organismes ; mise en page à 320, 375, 768, 1366 et 1920 px.',
      en: 'Automated browser tests on every change: axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) on every screen at 375 and 1366 px for two tenants; layout at 320, 375, 768, 1366 and 1920 px.',
    },
    {
      fr: 'Revue à la main : clavier seul, arbre d’accessibilité de Chromium lu comme par un lecteur d’écran, zoom à 400 %, largeur d’un téléphone.',
      en: 'Review by hand: keyboard alone, Chromium’s accessibility tree read as a screen reader would, 400 % zoom, a phone’s width.',
    },
    { fr: 'Navigateur des tests automatisés et de la revue : Chromium.', en: 'Browser of the automated tests and of the review: Chromium.' },
  ],
  rows: [...levelARows, ...levelAaRows],
  exceptions,
};
