import type { ComponentType } from 'react';
import { importWithReload } from '../platform/chunkReload';
import { DEMO_API } from '../platform/config';
import type { ScreenId } from '../storefront/screens';
import { DemoLoginExtrasProvider } from '../ui/demoLoginExtras';

/** The screens that draw the demo's login parts: the demo accounts, the demo mailbox hint. */
const SCREENS_WITH_DEMO_LOGIN_EXTRAS: readonly ScreenId[] = ['login', 'register', 'passwordReminder'];

/**
 * In a demo build, a screen of the login family gets the demo's parts (src/demo/login), loaded beside
 * the screen's own code; any other screen, or any screen of a build for a real API, stays as it is.
 * DEMO_API is a constant (src/platform/config.ts): a build for a real API drops src/demo/login altogether.
 */
export async function withDemoLoginExtras(id: ScreenId, load: Promise<ComponentType>): Promise<ComponentType> {
  if (!DEMO_API) return load;
  if (!SCREENS_WITH_DEMO_LOGIN_EXTRAS.includes(id)) return load;
  const [Screen, { demoLoginExtras }] = await Promise.all([load, importWithReload(() => import('../demo/login/demoLoginExtras'))]);
  return function WithDemoLoginExtras() {
    return (
      <DemoLoginExtrasProvider value={demoLoginExtras}>
        <Screen />
      </DemoLoginExtrasProvider>
    );
  };
}
