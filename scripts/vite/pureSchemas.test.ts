import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureGeneratedSchemas } from './pureSchemas.ts';

const ENTRY = 'virtual:schema-entry';
const CART_SCHEMAS = fileURLToPath(new URL('../../src/generated/zod/cart/cart.zod.ts', import.meta.url));

/** An entry that validates with one schema of the cart's module, as a handler does. */
function entry(): Plugin {
  return {
    name: 'schema-entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
    load: (id) => (id === `\0${ENTRY}`
      ? `import { getCurrentCartQueryParams } from ${JSON.stringify(CART_SCHEMAS)};\nexport const parsed = getCurrentCartQueryParams.safeParse({ deliveryMethod: 'courier' });\n`
      : undefined),
  };
}

async function bundle(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry(), ...plugins],
    build: { write: false, minify: false, rolldownOptions: { input: ENTRY } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('the generated schemas in the page', () => {
  it('are only those a module imports: the answers\' schemas of the same tag stay out', async () => {
    const code = await bundle([pureGeneratedSchemas()]);
    expect(code).toContain('deliveryMethod');
    expect(code).not.toContain('How much is in stock now');
  });

  it('would all be built without the plugin (what the check above guards)', async () => {
    const code = await bundle([]);
    expect(code).toContain('How much is in stock now');
  });
});
