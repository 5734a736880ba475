/** The demo API in Node (Vitest, scripts): msw/node intercepts fetch. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const createDemoServer = () => setupServer(...handlers);
