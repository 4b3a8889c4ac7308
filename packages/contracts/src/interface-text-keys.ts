import keys from './interface-text-keys.json';

/**
 * Every text key of the web app's bundles, dotted as tenant labels name them ("home.subtitle"):
 * the texts a tenant may word its own way (docs/administration.md#interface-texts). Written from
 * the bundles by `npm run interface-texts:keys`; a web test fails when it differs from them.
 */
export const interfaceTextKeys: ReadonlySet<string> = new Set(keys);
