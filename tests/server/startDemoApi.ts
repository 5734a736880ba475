import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/bench/servers.mjs';

/** The Node demo API (src/mocks/server.ts) started on a free loopback port, as `npm run api` starts it. */
export interface RunningDemoApi {
  api: string;
  port: number;
  /** What the server printed at start. */
  output: () => string;
  stop: () => void;
  /** Ends the server as a crash would (SIGKILL: nothing pending is written). */
  crash: () => Promise<void>;
}

/** `env` may name the port (PORT) and the data folder (DEMO_DATA_DIR, else a new temporary one). */
export async function startDemoApi(env: NodeJS.ProcessEnv = {}): Promise<RunningDemoApi> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DEMO_DATA_DIR: mkdtempSync(join(tmpdir(), 'spinacz-demo-data-')), ...env };
  if (!('HOST' in env)) delete childEnv.HOST;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/mocks/server.ts'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('listening')) setTimeout(resolve, 50);
    });
    server.once('exit', (code) => reject(new Error(`server.ts ended (${code})`)));
  });
  return {
    api: `http://127.0.0.1:${port}`,
    port,
    output: () => printed,
    stop: () => server.kill(),
    crash: () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGKILL');
      }),
  };
}
