import { e2ePort } from './server';

/**
 * The demo data the API seeds on an empty database (README "Demo data").
 * Tests rely on these exact values; change them together with the seed.
 */
export interface Tenant {
  /** What the browser opens: Chromium resolves *.localhost to loopback. */
  origin: string;
  /** The Host header that selects the tenant on the server. */
  host: string;
  name: string;
  primaryColour: string;
}

export const demo: Tenant = {
  origin: `http://localhost:${e2ePort}`,
  host: `localhost:${e2ePort}`,
  name: 'Académie Démo',
  primaryColour: '#1d4ed8',
};

export const acme: Tenant = {
  origin: `http://acme.localhost:${e2ePort}`,
  host: `acme.localhost:${e2ePort}`,
  name: 'Acme Learning',
  primaryColour: '#c2410c',
};

export interface Account {
  email: string;
  password: string;
}

export const demoLearner: Account = { email: 'learner@demo.test', password: 'Learner#2026' };
export const acmeLearner: Account = { email: 'learner@acme.test', password: 'Learner#2026' };
export const demoTeacher: Account = { email: 'teacher@demo.test', password: 'Teacher#2026' };
export const demoAdmin: Account = { email: 'admin@demo.test', password: 'Admin#2026' };

export const demoLearnerClasses = {
  spring: 'Printemps 2026 — Accueil client',
  autumn: 'Automne 2026 — Sécurité',
  springProgram: 'Relation client',
};

export const acmeLearnerClasses = {
  spring: 'Spring 2026 cohort',
  autumn: 'Autumn 2026 cohort',
};

/**
 * Accessible names of the screens, as a user (or a screen reader) meets them.
 * Agreed with the web app; the French ones are the product's reference texts.
 */
export interface ScreenTexts {
  signInTitle: string;
  signInHeading: string;
  identifier: string;
  password: string;
  submit: string;
  signInError: string;
  homeHeading: string;
  signOut: string;
  /** The phone header's button that opens the main navigation. */
  menu: string;
}

export const french: ScreenTexts = {
  signInTitle: 'Connexion',
  signInHeading: 'Connexion',
  identifier: 'E-mail ou identifiant',
  password: 'Mot de passe',
  submit: 'Se connecter',
  signInError: 'Erreur de connexion',
  homeHeading: 'Mes formations',
  signOut: 'Se déconnecter',
  menu: 'Menu',
};

export const english: ScreenTexts = {
  signInTitle: 'Sign in',
  signInHeading: 'Sign in',
  identifier: 'Email or username',
  password: 'Password',
  submit: 'Sign in',
  signInError: 'Login error',
  homeHeading: 'My courses',
  signOut: 'Log out',
  menu: 'Menu',
};
