// Loaded first in every server process of ours: `node --import …/process-guard.mjs` for the
// children that `startChild` starts, an import at the top of the start scripts.
//
// - A process ends when its parent does: an orphan is adopted by another process, so its parent
//   id changes, and it then stops itself (SIGTERM, so its own cleanup runs). No orphan keeps a port.
//   (Linux: it reads /proc; elsewhere only the parent id is watched.)
// - An uncaught exception or unhandled rejection is logged as `[fatal] …` before the process
//   exits with 1, as Node would; the browser tests read the logs of their servers for that tag.
import { readFileSync } from 'node:fs';

/**
 * The parent of process `pid` and its command's name, from /proc (null where there is none).
 * @param {number} pid
 * @returns {{ name: string, ppid: number } | null}
 */
function processInfo(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) };
  } catch {
    return null;
  }
}

// `npm start` runs us through `sh -c`: when npm dies, the shell is the orphan, so with a shell for a
// parent it is the shell's parent that is watched too.
const parent = process.ppid;
const shell = processInfo(parent);
const grandparent = shell && /^(sh|dash|bash)$/.test(shell.name) ? shell.ppid : null;
setInterval(() => {
  const orphaned = process.ppid !== parent || (grandparent !== null && processInfo(parent)?.ppid !== grandparent);
  if (orphaned) process.kill(process.pid, 'SIGTERM');
}, 500).unref();

/** @type {(kind: string) => (error: unknown) => never} */
const fatal = (kind) => (error) => {
  console.error(`[fatal] ${kind} in ${process.argv.slice(1).join(' ')}:`, error);
  process.exit(1);
};
process.on('uncaughtException', fatal('uncaughtException'));
process.on('unhandledRejection', fatal('unhandledRejection'));
