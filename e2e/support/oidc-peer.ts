import Provider from 'oidc-provider';

/** People the test provider knows: the login typed on its form is the e-mail. */
const people: Record<string, { given_name: string; family_name: string }> = {
  'learner@demo.test': { given_name: 'Léa', family_name: 'Martin' },
};

/**
 * A real OpenID Connect provider (oidc-provider with its development login
 * form, which accepts any password) for one confidential client whose
 * redirect URIs are the demo tenant's callback.
 */
export async function startOidcPeer(
  issuer: string,
  port: number,
  client: { clientId: string; clientSecret: string },
  redirectUris: string[],
): Promise<() => Promise<void>> {
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // The relying party may read the e-mail from the ID token or from userinfo: give it in both.
    conformIdTokenClaims: false,
    cookies: { keys: ['e2e-oidc-cookie-key-not-for-production'] },
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, ...(people[id] ?? {}) }),
    }),
  });
  const server = provider.listen(port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
