// A fixed amount of processor work, timed, so that the cost `npm test` prints can be compared
// between machines: a run's processor-seconds divided by this reference's seconds is the run's
// cost in references, about the same on a fast machine and a slow one.
//
// The work is plain JavaScript of the kind the tests do most (building, sorting, serialising and
// parsing objects; hashing): 40 rounds of 20,000 rows, nothing that depends on the locale or the
// machine's configuration. It takes about 2.4 processor-seconds on the two-core machine of the
// README's figures. Its time is the processor time of this process (process.cpuUsage), not the
// wall time: other work on the machine slows the clock, less what a processor-second holds.
// A virtual machine's processor-second still moves with its neighbours: one run of the whole work
// read 1.03 to 1.46 s in eight runs in a row, so the work runs as five fifths and the fastest
// fifth, times five, is the reference (0.99 to 1.06 s in six readings on the same machine).
// busySeconds() reads what the whole machine has spent, for a cost measured beside it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const ROUNDS = 40;
const PARTS = 5;
const ROWS = 20_000;

/** Runs `rounds` rounds of the fixed work; returns something that depends on all of it (so none is skipped). */
function work(rounds) {
  let check = 0;
  for (let round = 0; round < rounds; round += 1) {
    const rows = Array.from({ length: ROWS }, (_, i) => ({ id: (i * 7919 + round) % ROWS, name: `行家 ${i}`, tags: [i % 7, i % 11] }));
    rows.sort((a, b) => a.id - b.id || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const text = JSON.stringify(rows);
    check ^= JSON.parse(text).length + createHash('sha256').update(text).digest()[0];
  }
  return check;
}

/** The processor-seconds the fixed work takes here: the fastest of its fifths, times five. */
export function cpuReference() {
  let fastest = Infinity;
  for (let part = 0; part < PARTS; part += 1) {
    const start = process.cpuUsage();
    work(ROUNDS / PARTS);
    const { user, system } = process.cpuUsage(start);
    fastest = Math.min(fastest, (user + system) / 1e6);
  }
  return fastest * PARTS;
}

/**
 * Processor-seconds the machine has spent busy (user, nice, system, irq, softirq of /proc/stat),
 * or null off Linux. Machine-wide, since Chromium's processes escape the accounting of their
 * parents (a step's own child times missed most of the browser tests' cost); run nothing heavy
 * beside `npm test` when reading its figures.
 */
export function busySeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`CPU reference: ${cpuReference().toFixed(2)} processor-seconds`);
}
