import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/bench/servers.mjs';

/** The Node demo API (src/mocks/server.ts) started on a free loopback port, as `npm run api` starts it. */
export interface RunningDemoApi {
  api: string;
  port: number;
  /** What the server printed at start. */
  output: () => string;
  stop: () => void;
}

export async function startDemoApi(env: NodeJS.ProcessEnv = {}): Promise<RunningDemoApi> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), ...env };
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
  return { api: `http://127.0.0.1:${port}`, port, output: () => printed, stop: () => server.kill() };
}
