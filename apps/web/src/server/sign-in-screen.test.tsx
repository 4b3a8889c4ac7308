import { afterEach, describe, expect, it } from 'vitest';
import { mountMarkup } from '../test/mount-markup';
import { demoContext } from '../test/fixtures';
import { renderSignInScreen } from './sign-in-screen';

afterEach(() => document.body.replaceChildren());

describe('the sign-in screen rendered on the server', () => {
  it('renders the screen in the language asked, with its title and the tenant', async () => {
    const screen = await renderSignInScreen({ context: demoContext, locale: 'fr' });
    expect(screen.lang).toBe('fr');
    expect(screen.title).toBe(`${demoContext.name} - Connexion`);
    const page = mountMarkup(screen.body);
    expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(page.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(page.getByRole('img', { name: demoContext.name })).toHaveAttribute('src', demoContext.assets.logos.main);

    const english = mountMarkup((await renderSignInScreen({ context: demoContext, locale: 'en' })).body);
    expect(english.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('disables the controls that need the app until it runs, and leaves the fields to type in', async () => {
    const page = mountMarkup((await renderSignInScreen({ context: demoContext, locale: 'fr' })).body);
    // The submit above all: before the app runs, the browser would send the password in the address.
    expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    for (const button of page.getAllByRole('button')) expect(button).toBeDisabled();
    expect(page.getByLabelText('Langue')).toBeDisabled();
    expect(page.getByLabelText('E-mail ou identifiant')).toBeEnabled();
    expect(page.getByLabelText('Mot de passe')).toBeEnabled();
  });

  it("uses the tenant's wording, its regional variant's base included", async () => {
    const context = { ...demoContext, metas: { ...demoContext.metas, labels: { fr: { 'auth.signIn.title': 'Bienvenue' } } } };
    expect(mountMarkup((await renderSignInScreen({ context, locale: 'fr' })).body).getByRole('heading', { level: 1, name: 'Bienvenue' })).toBeInTheDocument();
    expect(
      mountMarkup((await renderSignInScreen({ context, locale: 'fr-CA' })).body).getByRole('heading', { level: 1, name: 'Bienvenue' }),
    ).toBeInTheDocument();
  });

  it('gives the tenant colours as declarations, leaving out a value that would break out of them', async () => {
    const context = { ...demoContext, metas: { ...demoContext.metas, colours: { primary: '#123456', secondary: 'red; } body { display: none' } } };
    const { rootStyle } = await renderSignInScreen({ context, locale: 'fr' });
    expect(rootStyle).toContain('--tenant-primary: #123456;');
    expect(rootStyle).toContain('--tenant-on-primary: ');
    // The dark palette's shade of it, lighter, so the first screen is in the tenant's colours in both themes.
    expect(rootStyle).toMatch(/--tenant-dark-primary: #[0-9a-f]{6};/);
    expect(rootStyle).not.toContain('secondary');
  });
});
