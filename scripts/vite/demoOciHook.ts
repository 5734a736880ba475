import type { Connect, Plugin } from 'vite';
import { handleDemoOciHook } from '../demoOciHook.mjs';

/**
 * The demo procurement system's OCI receiver (scripts/demoOciHook.mjs) in `npm run dev` and
 * `vite preview`, as scripts/serve.mjs has it for the production build.
 */
export function demoOciHook(): Plugin {
  const receiver: Connect.NextHandleFunction = (req, res, next) => {
    if (!handleDemoOciHook(req, res)) next();
  };
  return {
    name: 'spinacz-demo-oci-hook',
    configureServer(server) {
      server.middlewares.use(receiver);
    },
    configurePreviewServer(server) {
      server.middlewares.use(receiver);
    },
  };
}
