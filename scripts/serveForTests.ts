import { spawn } from 'node:child_process';
import { freePort } from './bench/servers.mjs';

export interface RunningServe {
  origin: string;
  stop: () => void;
}

/** scripts/serve.mjs started for a test on a free port with `env` (DIST_DIR, API_ORIGIN...); resolves once it listens. */
export async function startServe(env: Record<string, string>): Promise<RunningServe> {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, HTTPS: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('running') && resolve());
    server.once('exit', (code) => reject(new Error(`serve.mjs ended (${code}): ${errors}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}
