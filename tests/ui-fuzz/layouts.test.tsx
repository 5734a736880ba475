// @vitest-environment jsdom
import { vi } from 'vitest';
import { fuzzScreens } from './fuzzSuite';
import { layoutCases } from './screenCases';

// The generated faker handlers wait a second before each answer; here they answer at once.
vi.mock('msw', async (importOriginal) => ({ ...(await importOriginal<typeof import('msw')>()), delay: () => Promise.resolve() }));

fuzzScreens(layoutCases());
