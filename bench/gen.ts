/**
 * Writes the benchmark encounter files for the browser (run by scripts/bench.mjs through tsx):
 * bench/.cache/encounter-<large|smoke>.json = { text, loadedMountId, probeTo, counts }.
 * `probeTo`: squares the loaded mount can move to and back (the command-to-frame probe).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { isPlan, planMove } from '../src/rules';
import { benchEncounter, benchFile, LARGE, SMOKE } from './encounter';
import { creatureOf } from '../src/rules';

const smoke = process.argv.includes('--smoke');
const spec = smoke ? SMOKE : LARGE;
const { text, loadedMountId, counts } = benchFile(spec);
const { encounter } = benchEncounter(spec);
const m = creatureOf(encounter, loadedMountId);
if (!m) throw new Error('bench: no loaded mount');
let probeTo = null;
for (let r = 2; r <= 6 && !probeTo; r++) {
  for (const [dx, dy] of [[r, 0], [-r, 0], [0, r], [0, -r], [r, r], [-r, -r]] as const) {
    const to = { x: m.pos.x + dx, y: m.pos.y + dy };
    if (isPlan(planMove(encounter, m.id, to, m.speed))) {
      probeTo = to;
      break;
    }
  }
}
if (!probeTo) throw new Error('bench: the loaded mount cannot move');
const out = new URL(`./.cache/encounter-${smoke ? 'smoke' : 'large'}.json`, import.meta.url);
mkdirSync(new URL('./.cache/', import.meta.url), { recursive: true });
writeFileSync(out, JSON.stringify({ text, loadedMountId, probeFrom: m.pos, probeTo, counts, spec }));
console.log(JSON.stringify({ file: out.pathname, bytes: text.length, counts }));
