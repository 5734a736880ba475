// @vitest-environment jsdom
import { vi } from 'vitest';
import { fuzzScreens } from './fuzzSuite';
import { accountCases } from './screenCases';

// The generated faker handlers wait a second before each answer; here they answer at once.
vi.mock('msw', async (importOriginal) => ({ ...(await importOriginal<typeof import('msw')>()), delay: () => Promise.resolve() }));

// The account's screens in two files, so that the two workers share them (about a minute each).
fuzzScreens(accountCases().filter((_, index) => index % 2 === 1));
