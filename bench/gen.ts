/**
 * Writes the benchmark files for the browser (run by scripts/bench.mjs through tsx):
 * - bench/.cache/encounter-<large|smoke>.json = { text, loadedMountId, probeFrom, probeTo, counts, spec }:
 *   the encounter file of the board at scale; `probeTo`: a square the loaded mount can move to and back (the
 *   command-to-frame probe);
 * - bench/.cache/autosave-<large|smoke>.json = { text, commands, creatures }: the same encounter with a log of
 *   AUTOSAVE_COMMANDS commands of the engine benchmark's mix (no undo), imported through the app so that its
 *   autosave holds them; the reload start-up replays them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { isPlan, planMove, saveEncounterFile } from '../src/rules';
import { grid } from '../src/rules/mounted4e';
import { Driver } from './driver';
import { benchEncounter, benchFile, LARGE, SMOKE } from './encounter';
import { creatureOf } from '../src/rules';

/** Commands in the autosave of the reload start-up (issue 16). */
export const AUTOSAVE_COMMANDS = 5000;

const smoke = process.argv.includes('--smoke');
const spec = smoke ? SMOKE : LARGE;
const { text, loadedMountId, counts } = benchFile(spec);
const { encounter } = benchEncounter(spec);
const m = creatureOf(encounter, loadedMountId);
if (!m) throw new Error('bench: no loaded mount');
let probeTo = null;
for (let r = 2; r <= 6 && !probeTo; r++) {
  for (const [dx, dy] of [
    [r, 0],
    [-r, 0],
    [0, r],
    [0, -r],
    [r, r],
    [-r, -r],
  ] as const) {
    const to = { x: m.pos.x + dx, y: m.pos.y + dy };
    if (isPlan(planMove(encounter, grid, m.id, to, m.speed))) {
      probeTo = to;
      break;
    }
  }
}
if (!probeTo) throw new Error('bench: the loaded mount cannot move');
const tag = smoke ? 'smoke' : 'large';
mkdirSync(new URL('./.cache/', import.meta.url), { recursive: true });
const out = new URL(`./.cache/encounter-${tag}.json`, import.meta.url);
writeFileSync(out, JSON.stringify({ text, loadedMountId, probeFrom: m.pos, probeTo, counts, spec }));

// The long autosave: the engine benchmark's mix without undo / redo, every command applied and in the log.
const t0 = performance.now();
const d = new Driver(encounter);
while (d.h.length < AUTOSAVE_COMMANDS) d.step(false);
const saved = saveEncounterFile(d.h);
const autosave = new URL(`./.cache/autosave-${tag}.json`, import.meta.url);
writeFileSync(
  autosave,
  JSON.stringify({ text: saved, commands: d.h.length, creatures: encounter.creatureOrder.length }),
);
console.log(
  JSON.stringify({
    file: out.pathname,
    bytes: text.length,
    counts,
    autosave: {
      file: autosave.pathname,
      bytes: saved.length,
      commands: d.h.length,
      ms: Math.round(performance.now() - t0),
    },
  }),
);
