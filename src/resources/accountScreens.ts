import type { RouteName } from '../routing/routePaths.ts';
import type { ResourceDescriptor, ScreenModule } from './resourceDescriptor.ts';
import { RESOURCES } from './resources.ts';

/*
 * The screen of each account route: its module under src/resources/ (default export), as the
 * resources list them (resources.ts). The account area renders them (AccountArea.tsx) and the build
 * preloads the one a URL needs together with the area itself (scripts/vite/preloadScreens.ts), so a
 * page of the account area does not wait for one chunk after another. Module paths only: the build
 * reads this (through build.ts) in Node, where no screen can be loaded.
 */

type Resource = (typeof RESOURCES)[number];
type RoutesOf<R, K extends 'screens' | 'embeddedScreens'> = R extends { readonly [key in K]: infer S } ? keyof S & RouteName : never;

/** The account routes that have a screen (embedded ones included). */
export type AccountScreenRoute = RoutesOf<Resource, 'screens'> | RoutesOf<Resource, 'embeddedScreens'>;

const entriesOf = (screens: Readonly<Partial<Record<RouteName, ScreenModule>>> | undefined) => Object.entries(screens ?? {}) as [AccountScreenRoute, ScreenModule][];

/** Each account route's screen module, as the resources list them (the build reads it through build.ts). */
export const ACCOUNT_SCREENS = Object.fromEntries(
  RESOURCES.flatMap((resource: ResourceDescriptor) => [...entriesOf(resource.screens), ...entriesOf(resource.embeddedScreens)]),
) as Record<AccountScreenRoute, ScreenModule>;

/** The routes whose screens are drawn without the shop's chrome (see ResourceDescriptor.embeddedScreens). */
export const EMBEDDED_ACCOUNT_SCREENS: readonly AccountScreenRoute[] = RESOURCES.flatMap((resource: ResourceDescriptor) =>
  entriesOf(resource.embeddedScreens).map(([route]) => route),
);
