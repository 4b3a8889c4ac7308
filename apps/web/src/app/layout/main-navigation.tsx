import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { NavLink } from 'react-router';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { UserName } from '../../features/auth/components/user-name';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { usePageDisclosure } from '../../lib/use-page-disclosure';
import { useStaticRender } from '../../lib/static-render';
import { adminHome, trainerHome, useSpaces } from './spaces';
import { destinations } from '../../lib/destinations';
import { paths } from '../../lib/paths';

/** The space a screen belongs to: its entries lead the navigation. */
export type Space = 'learner' | 'trainer';

interface Entry {
  to: string;
  label: string;
  end?: boolean;
}

/**
 * The signed-in main navigation: the current space's entries (the learner's My
 * courses, Dashboard and Messages, or the trainer's My classes and Messages), a link to the other space for
 * someone who has both (docs/trainers.md#who-may-enter-the-trainer-space), Profile and Sign out; as a bar on wide screens and behind one
 * Menu button on phones (the same entries, the same order).
 * NavLink marks the current page with aria-current="page". The texts go through i18n, so a
 * tenant's labels reword them like any other.
 */
export function MainNavigation({ space = 'learner' }: { space?: Space }) {
  const { t } = useTranslation();
  const spaces = useSpaces();
  const panelId = useId();
  const { open, buttonRef, toggle } = usePageDisclosure();
  const staticRender = useStaticRender();

  return (
    <nav className="main-nav" data-open={open} aria-label={t('layout.navigation')}>
      <button
        ref={buttonRef}
        type="button"
        className="main-nav__toggle button button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={staticRender}
        onClick={toggle}
      >
        <span className="main-nav__toggle-icon" aria-hidden="true" />
        {t('layout.menu')}
      </button>
      <div className="main-nav__panel" id={panelId}>
        <ul className="main-nav__links">
          {entriesOf(space, { both: spaces?.trainer === true && spaces.learner, admin: (spaces?.admin ?? null) !== null }, t).map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.end} className="main-nav__link">
                {entry.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={paths.account.getHref()} className="main-nav__link main-nav__link--profile">
              <span>{t('layout.myProfile')}</span> <UserName className="main-nav__user" />
            </NavLink>
          </li>
        </ul>
        <div className="main-nav__tools">
          <LanguageSwitch />
          <LogoutButton />
        </div>
      </div>
    </nav>
  );
}

function entriesOf(space: Space, { both, admin }: { both: boolean; admin: boolean }, t: (key: string) => string): Entry[] {
  if (space === 'trainer') {
    const own = [
      { to: destinations.trainerHome.href, label: t(destinations.trainerHome.nameKey) },
      { to: paths.trainer.messages.getHref(), label: t('layout.messages') },
      ...(admin ? [{ to: adminHome, label: t('layout.administration') }] : []),
    ];
    return both ? [...own, { to: paths.home.getHref(), label: t('layout.learnerSpace'), end: true }] : own;
  }
  const own = [
    { to: destinations.home.href, label: t(destinations.home.nameKey), end: true },
    { to: destinations.dashboard.href, label: t(destinations.dashboard.nameKey) },
    { to: paths.messages.getHref(), label: t('layout.messages') },
  ];
  return both ? [...own, { to: trainerHome, label: t('layout.trainerSpace') }] : own;
}
