/** The demo API in Node (Vitest, scripts): msw/node intercepts fetch; pictures are encoded with sharp. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { installImageEncoder } from './images/encoder';
import { sharpEncoder } from './images/sharpEncoder';

export const createDemoServer = () => {
  installImageEncoder(sharpEncoder);
  return setupServer(...handlers);
};
