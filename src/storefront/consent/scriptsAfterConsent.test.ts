import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasScriptsAfterConsent } from './scriptsAfterConsent';
import { thirdPartyConfigFrom } from './thirdPartyConfig';

const NAMES = ['VITE_TAG_MANAGER_ID', 'VITE_TAG_MANAGER_SCRIPT_URL', 'VITE_CHAT_SCRIPT_URL', 'VITE_REVIEWS_SCRIPT_URL', 'VITE_REVIEWS_2_SCRIPT_URL'];
const value = fc.oneof(fc.constant(undefined), fc.constant(''), fc.constant('  '), fc.constant('GTM-ABC1'), fc.constant('https://third-party.example/x.js'));

describe('a build with scripts after consent', () => {
  it('is one whose configuration loads the tag manager or the chat (the review widgets load with the footer, not here)', () => {
    fc.assert(
      fc.property(fc.tuple(...NAMES.map(() => value)), (values) => {
        const env = Object.fromEntries(NAMES.map((name, index) => [name, values[index]]));
        const config = thirdPartyConfigFrom(env);
        expect(hasScriptsAfterConsent(env)).toBe(Boolean(config.tagManager || config.chat));
      }),
    );
  });
});
