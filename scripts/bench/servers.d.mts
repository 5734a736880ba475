import type { ChildProcess } from 'node:child_process';

export interface StartedServer {
  name: string;
  child: ChildProcess;
  logFile: string | undefined;
  exited: { code: number | null; signal: NodeJS.Signals | null; error?: string } | null;
}

export declare function freePort(): Promise<number>;
export declare function startServer(options: { name: string; command: string; args: string[]; env?: Record<string, string>; logFile?: string }): StartedServer;
export declare function logTail(server: StartedServer, lines?: number): string;
export declare function waitUntilAnswering(server: StartedServer, url: string, options?: { timeoutMs?: number; init?: RequestInit }): Promise<{ status: number; ms: number }>;
export declare function stopAll(): Promise<void>;
export declare function killAllNow(): void;
export declare function warmUp(webOrigin: string, distDir: string): Promise<number>;
