/**
 * Child processes of the tutorial runs: commands that must succeed (builds), long-running servers
 * (`npm run preview`), free ports. Each child gets its own process group, so stopping it also stops
 * what it started (npm -> sh -> node), and only that.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * TUTORIALS_REUSE=1 (for working on the specs, never in CI): keep .tmp/tutorials after the run and
 * skip a build whose output is already there.
 */
export const reuseBuilds = process.env.TUTORIALS_REUSE === '1';

export interface CommandResult {
  output: string;
  ms: number;
}

/** Runs a command to completion; rejects with its output when it exits with another code than 0. */
export function runCommand(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; what: string }): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ output, ms: Date.now() - started });
      else reject(new Error(`${options.what} exited with code ${code}:\n${output.slice(-6000)}`));
    });
  });
}

/** A port nobody listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts a server command and resolves once `url` answers. Rejects with the output if the process
 * exits first or `url` does not answer within `timeoutMs`.
 */
export async function startServer(
  command: string,
  args: string[],
  options: { cwd: string; url: string; what: string; timeoutMs?: number },
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(command, args, { cwd: options.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited: number | null | undefined;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const closed = new Promise<void>((resolve) => child.on('close', (code) => ((exited = code), resolve())));
  const stop = async () => {
    if (exited !== undefined || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await closed;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  // Polls the URL (the condition we wait for), a few times a second, until it answers or the process dies.
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`${options.what} exited with code ${exited} before answering:\n${output}`);
    try {
      const response = await fetch(options.url);
      if (response.ok) return { url: options.url, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 200))]);
  }
  await stop();
  throw new Error(`${options.what} did not answer ${options.url} within ${options.timeoutMs ?? 60_000} ms:\n${output}`);
}
