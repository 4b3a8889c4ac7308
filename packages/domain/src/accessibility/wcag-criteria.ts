import type { Wording } from './conformance';

/**
 * The success criteria of WCAG 2.2 at levels A and AA, with their EN 301 549 V3.2.1 clause 9 number
 * (the standard takes up WCAG 2.1; the criteria new in WCAG 2.2 have no clause yet, hence null).
 * 4.1.1 Parsing is left out: WCAG 2.2 removed it. French names are those of the W3C's authorised
 * French translation.
 */
export interface WcagCriterion {
  id: string;
  level: 'A' | 'AA';
  en301549: string | null;
  name: Wording;
}

const criterion = (id: string, level: 'A' | 'AA', since21: boolean, fr: string, en: string): WcagCriterion => ({
  id,
  level,
  en301549: since21 ? `9.${id}` : null,
  name: { fr, en },
});

export const wcagCriteria: readonly WcagCriterion[] = [
  criterion('1.1.1', 'A', true, 'Contenu non textuel', 'Non-text Content'),
  criterion('1.2.1', 'A', true, 'Contenu seulement audio ou vidéo (pré-enregistré)', 'Audio-only and Video-only (Prerecorded)'),
  criterion('1.2.2', 'A', true, 'Sous-titres (pré-enregistrés)', 'Captions (Prerecorded)'),
  criterion(
    '1.2.3',
    'A',
    true,
    'Audio-description ou version de remplacement pour un média temporel (pré-enregistré)',
    'Audio Description or Media Alternative (Prerecorded)',
  ),
  criterion('1.2.4', 'AA', true, 'Sous-titres (en direct)', 'Captions (Live)'),
  criterion('1.2.5', 'AA', true, 'Audio-description (pré-enregistrée)', 'Audio Description (Prerecorded)'),
  criterion('1.3.1', 'A', true, 'Information et relations', 'Info and Relationships'),
  criterion('1.3.2', 'A', true, 'Ordre séquentiel logique', 'Meaningful Sequence'),
  criterion('1.3.3', 'A', true, 'Caractéristiques sensorielles', 'Sensory Characteristics'),
  criterion('1.3.4', 'AA', true, 'Orientation', 'Orientation'),
  criterion('1.3.5', 'AA', true, 'Identifier la finalité des champs', 'Identify Input Purpose'),
  criterion('1.4.1', 'A', true, 'Utilisation de la couleur', 'Use of Color'),
  criterion('1.4.2', 'A', true, 'Contrôle du son', 'Audio Control'),
  criterion('1.4.3', 'AA', true, 'Contraste (minimum)', 'Contrast (Minimum)'),
  criterion('1.4.4', 'AA', true, 'Redimensionnement du texte', 'Resize Text'),
  criterion('1.4.5', 'AA', true, 'Texte sous forme d’image', 'Images of Text'),
  criterion('1.4.10', 'AA', true, 'Redistribution', 'Reflow'),
  criterion('1.4.11', 'AA', true, 'Contraste du contenu non textuel', 'Non-text Contrast'),
  criterion('1.4.12', 'AA', true, 'Espacement du texte', 'Text Spacing'),
  criterion('1.4.13', 'AA', true, 'Contenu au survol ou au focus', 'Content on Hover or Focus'),
  criterion('2.1.1', 'A', true, 'Clavier', 'Keyboard'),
  criterion('2.1.2', 'A', true, 'Pas de piège au clavier', 'No Keyboard Trap'),
  criterion('2.1.4', 'A', true, 'Raccourcis clavier utilisant des caractères', 'Character Key Shortcuts'),
  criterion('2.2.1', 'A', true, 'Réglage du délai', 'Timing Adjustable'),
  criterion('2.2.2', 'A', true, 'Mettre en pause, arrêter, masquer', 'Pause, Stop, Hide'),
  criterion('2.3.1', 'A', true, 'Pas plus de trois flashs ou sous le seuil critique', 'Three Flashes or Below Threshold'),
  criterion('2.4.1', 'A', true, 'Contourner des blocs', 'Bypass Blocks'),
  criterion('2.4.2', 'A', true, 'Titre de page', 'Page Titled'),
  criterion('2.4.3', 'A', true, 'Parcours du focus', 'Focus Order'),
  criterion('2.4.4', 'A', true, 'Fonction du lien (selon le contexte)', 'Link Purpose (In Context)'),
  criterion('2.4.5', 'AA', true, 'Accès multiples', 'Multiple Ways'),
  criterion('2.4.6', 'AA', true, 'En-têtes et étiquettes', 'Headings and Labels'),
  criterion('2.4.7', 'AA', true, 'Visibilité du focus', 'Focus Visible'),
  criterion('2.4.11', 'AA', false, 'Focus non masqué (minimum)', 'Focus Not Obscured (Minimum)'),
  criterion('2.5.1', 'A', true, 'Gestes de pointeur', 'Pointer Gestures'),
  criterion('2.5.2', 'A', true, 'Annulation du pointeur', 'Pointer Cancellation'),
  criterion('2.5.3', 'A', true, 'Étiquette dans le nom', 'Label in Name'),
  criterion('2.5.4', 'A', true, 'Activation par le mouvement', 'Motion Actuation'),
  criterion('2.5.7', 'AA', false, 'Mouvements de glissement', 'Dragging Movements'),
  criterion('2.5.8', 'AA', false, 'Taille de la cible (minimum)', 'Target Size (Minimum)'),
  criterion('3.1.1', 'A', true, 'Langue de la page', 'Language of Page'),
  criterion('3.1.2', 'AA', true, 'Langue d’un passage', 'Language of Parts'),
  criterion('3.2.1', 'A', true, 'Au focus', 'On Focus'),
  criterion('3.2.2', 'A', true, 'À la saisie', 'On Input'),
  criterion('3.2.3', 'AA', true, 'Navigation cohérente', 'Consistent Navigation'),
  criterion('3.2.4', 'AA', true, 'Identification cohérente', 'Consistent Identification'),
  criterion('3.2.6', 'A', false, 'Aide cohérente', 'Consistent Help'),
  criterion('3.3.1', 'A', true, 'Identification des erreurs', 'Error Identification'),
  criterion('3.3.2', 'A', true, 'Étiquettes ou instructions', 'Labels or Instructions'),
  criterion('3.3.3', 'AA', true, 'Suggestion après une erreur', 'Error Suggestion'),
  criterion('3.3.4', 'AA', true, 'Prévention des erreurs (juridiques, financières, de données)', 'Error Prevention (Legal, Financial, Data)'),
  criterion('3.3.7', 'A', false, 'Saisie redondante', 'Redundant Entry'),
  criterion('3.3.8', 'AA', false, 'Authentification accessible (minimum)', 'Accessible Authentication (Minimum)'),
  criterion('4.1.2', 'A', true, 'Nom, rôle et valeur', 'Name, Role, Value'),
  criterion('4.1.3', 'AA', true, 'Messages d’état', 'Status Messages'),
];
