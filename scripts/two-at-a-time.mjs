// Runs commands two at a time (most checks use one core; the machines have two). Each command's
// output is printed whole when it ends, so two never interleave. Resolves to the failures.
import { spawn } from 'node:child_process';

/** Seconds since `started` (a `Date.now()`), to one decimal. */
export const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/**
 * @param {[label: string, cmd: string, args: string[], options?: import('node:child_process').SpawnOptions][]} commands
 * @param {{ header: (label: string, cmd: string, args: string[]) => string, done: (label: string, secs: string) => string }} format
 * @returns {Promise<[label: string, status: number | null][]>}
 */
export async function twoAtATime(commands, format) {
  const failures = [];
  let next = 0;
  const run = ([label, cmd, args, options = {}]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const output = [];
      const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (status) => {
        console.log(format.header(label, cmd, args));
        process.stdout.write(Buffer.concat(output));
        if (status === 0) console.log(format.done(label, seconds(started)));
        else failures.push([label, status]);
        resolve();
      });
    });
  await Promise.all(
    [0, 1].map(async () => {
      while (next < commands.length) await run(commands[next++]);
    }),
  );
  return failures;
}
