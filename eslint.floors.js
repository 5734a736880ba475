/**
 * The floors of the house (DESIGN.md, ADR 0004), held by lint: a folder of `src/` imports only the
 * folders listed for it (and itself). `import-x/no-restricted-paths` resolves every import to its
 * file, so a relative path cannot slip past a floor. Test files may wire floors together (a test of
 * the session may start the demo API); everything else may not.
 */

/** The floors from the bottom up; each lists what it may import. */
const BELOW_FEATURES = ['platform', 'api', 'generated', 'domain', 'routing', 'i18n', 'session', 'ui'];
export const FLOORS = {
  platform: [],
  api: ['platform', 'generated'],
  generated: ['platform', 'api'],
  domain: ['platform', 'generated'],
  routing: ['platform', 'api', 'generated', 'domain'],
  i18n: ['platform', 'api', 'generated', 'domain', 'routing'],
  session: ['platform', 'api', 'generated', 'domain', 'routing', 'i18n'],
  ui: ['platform', 'api', 'generated', 'domain', 'routing', 'i18n', 'session'],
  // The demo API: the contract's code, the rules and the paths its e-mails link to; no screen.
  mocks: ['platform', 'api', 'generated', 'domain', 'routing'],
  // The two sections see each other only through a feature's `public.ts`.
  storefront: [...BELOW_FEATURES, 'resources:public'],
  resources: [...BELOW_FEATURES, 'storefront:public'],
  // Demo-only screens: on top of the sections and beside the demo API.
  demo: [...BELOW_FEATURES, 'storefront:public', 'resources:public', 'mocks'],
  // The web server's rendering (scripts/serve.mjs loads its build): reads the API as a guest, no screen.
  server: ['platform', 'api', 'generated', 'domain', 'routing', 'i18n', 'session'],
  // Composition: the router, the boot, the providers, the server's page renderer. Only the entries (src/main.tsx, src/serverEntry.ts) import it.
  app: [...BELOW_FEATURES, 'storefront', 'resources', 'demo', 'mocks'],
};

/** The build's plugins (scripts/vite) run in Node: the floors below the features and each section's `build.ts`. */
const SCRIPTS_MAY_IMPORT = [...BELOW_FEATURES, 'storefront:build', 'resources:build'];

const ALL = Object.keys(FLOORS);

const ENTRY = {
  public: ['**/src/storefront/*/public.ts', '**/src/resources/*/public.ts'],
  build: ['**/src/storefront/build.ts', '**/src/resources/build.ts'],
};

/** The zones of `import-x/no-restricted-paths` for files of `target` that may import `allowed`. */
function zonesFor(target, allowed, self) {
  const zones = [];
  for (const floor of ALL) {
    if (floor === self) continue;
    const entries = allowed.filter((item) => item.startsWith(`${floor}:`)).map((item) => item.split(':')[1]);
    if (allowed.includes(floor)) continue;
    const name = target.replace("/**", "/");
    const message = entries.length
      ? `${name} may use src/${floor}/ only through its ${entries.map((entry) => `${entry}.ts`).join(' or ')} (ADR 0004).`
      : `${name} may not import src/${floor}/: it stands on a higher floor or beside it (ADR 0004).`;
    zones.push({ target, from: `src/${floor}/**`, except: entries.flatMap((entry) => ENTRY[entry]), message });
  }
  zones.push({ target, from: 'src/main.tsx', message: 'Nothing imports the entry point.' });
  return zones;
}

const zones = [
  ...ALL.flatMap((floor) => zonesFor(`src/${floor}/**`, FLOORS[floor], floor)),
  ...zonesFor('scripts/**', SCRIPTS_MAY_IMPORT, null),
];

/** The rule's blocks for eslint.config.js. */
export function floorsConfig(importX, createNodeResolver) {
  return [
    {
      files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
      ignores: ['**/*.test.{ts,tsx}', 'src/generated/**'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts', '.json'] })],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
    },
  ];
}
