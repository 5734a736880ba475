// The two servers the benchmark and `npm start` need (demo API, compressed static server), each
// started in a process group of its own so that stopping it also stops whatever it spawned
// (npx → tsx → node), and a Ctrl-C in the terminal reaches only the script that started them.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const running = [];

/** A TCP port that is free right now on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `command args` detached (own process group), its output going to `logFile` (else to this terminal). */
export function startServer({ name, command, args, env, logFile }) {
  const fd = logFile ? openSync(logFile, 'w') : null;
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: fd === null ? ['ignore', 'inherit', 'inherit'] : ['ignore', fd, fd],
    detached: true,
  });
  if (fd !== null) closeSync(fd);
  const server = { name, child, logFile, exited: null };
  child.on('exit', (code, signal) => {
    server.exited = { code, signal };
  });
  child.on('error', (error) => {
    server.exited = { code: null, signal: null, error: error.message };
  });
  running.push(server);
  return server;
}

export function logTail(server, lines = 25) {
  if (!server.logFile) return '(output above)';
  try {
    return readFileSync(server.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `url` until it answers with any HTTP status; fails early when the server died. */
export async function waitUntilAnswering(server, url, { timeoutMs = 120_000, init } = {}) {
  const started = Date.now();
  for (;;) {
    if (server.exited) {
      throw new Error(`${server.name} exited (${JSON.stringify(server.exited)}) before answering ${url}.\n` + logTail(server));
    }
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      return { status: response.status, ms: Date.now() - started };
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000} s.\n` + logTail(server));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function signalGroup(server, signal) {
  try {
    process.kill(-server.child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** Stops every server: SIGTERM to each process group, then SIGKILL to whatever is left. */
export async function stopAll() {
  const servers = running.splice(0);
  for (const server of servers) signalGroup(server, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (servers.some((server) => !server.exited) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const server of servers) signalGroup(server, 'SIGKILL');
}

/** Last resort on process exit (synchronous): kill every group we started. */
export function killAllNow() {
  for (const server of running.splice(0)) signalGroup(server, 'SIGKILL');
}

/**
 * scripts/serve.mjs compresses each file on its first request; a real host serves precompressed
 * files, so every file of the build is requested once (brotli and gzip) before anyone measures or
 * visits. Returns the number of files.
 */
export async function warmUp(webOrigin, distDir) {
  const files = ['', ...readdirSync(join(distDir, 'assets')).map((name) => `assets/${name}`)];
  for (const encoding of ['br', 'gzip']) {
    await Promise.all(files.map((file) => fetch(`${webOrigin}/${file}`, { headers: { 'Accept-Encoding': encoding } }).then((response) => response.arrayBuffer()).catch(() => null)));
  }
  return files.length;
}
