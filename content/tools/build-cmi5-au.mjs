// Bundles the demo cmi5 AU script (content/tools/cmi5-au/au.js, written against @xapi/cmi5) into
// the demo package's activity folder, where it is served as one file of this site (an activity's
// code comes from its own files: the activity policy refuses other sites' scripts). Run after
// changing the source or upgrading @xapi/cmi5:
//   node content/tools/build-cmi5-au.mjs
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

await build({
  entryPoints: [here('./cmi5-au/au.js')],
  outfile: here('../demo-cmi5-program/activities/accueil-cmi5/au.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  platform: 'browser',
  legalComments: 'eof',
  banner: { js: '/* Demo cmi5 AU of Espace Apprenant, built from content/tools/cmi5-au/au.js with @xapi/cmi5 (MIT). */' },
});
