import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** With a separate API origin the browser opens the connection while the scripts still load. */
function preconnectToApi(apiBase: string | undefined): Plugin {
  return {
    name: 'spinacz-preconnect-api',
    transformIndexHtml() {
      if (!apiBase) return [];
      const origin = new URL(apiBase).origin;
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head-prepend' }];
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  return {
    plugins: [react(), preconnectToApi(env.VITE_API_BASE)],
    server: { port: Number(process.env.PORT ?? 5173) },
    preview: { port: Number(process.env.PORT ?? 4173) },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
    },
  };
});
