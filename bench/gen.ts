/**
 * Writes the benchmark files for the browser (run by scripts/bench.mjs through tsx):
 * - bench/.cache/encounter-<large|smoke>.json = { text, loadedMountId, probeFrom, probeTo, counts, spec }:
 *   the encounter file of the board at scale (pan / zoom, command → frame); `probeTo`: a square the loaded mount
 *   can move to and back;
 * - bench/.cache/autosave-<large|smoke>.json = { text, commands, creatures }: the combat encounter (bench/combat.ts,
 *   1,000 creatures in clustered squads) with a log of AUTOSAVE_COMMANDS commands of the combat mix, imported
 *   through the app so that its autosave holds them; the reload start-up restores it;
 * - bench/.cache/combat-<large|smoke>.json = { text, commands, creatures, drag, turn }: the combat encounter with
 *   a shorter log for the real-input probes (issue 33), ending at the start of a creature's turn: `drag` is a
 *   move that creature may make by dragging its token (or its mount's), `turn` the creature whose turn it is;
 * - bench/.cache/history-<n>-<large|smoke>.json = { text, commands, creatures }: the combat encounter with
 *   histories of HISTORIES commands (the reload whose full history comes back after the first frame).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { creatureOf, isPlan, planMove, saveEncounterFile, spaceSide, type Point } from '../src/rules';
import { grid, hasCondition, type M4Encounter } from '../src/rules/mounted4e';
import { CombatDriver, combatEncounter } from './combat';
import { benchFile, benchEncounter, LARGE, SMOKE } from './encounter';

/** Commands in the autosave of the reload start-up (issue 16). */
export const AUTOSAVE_COMMANDS = 5000;

const smoke = process.argv.includes('--smoke');
const spec = smoke ? SMOKE : LARGE;
const tag = smoke ? 'smoke' : 'large';
const COMBAT = smoke ? 100 : 1000;
const INPUT_COMMANDS = smoke ? 300 : 2000;
const HISTORIES = smoke ? [2000] : [20000, 100000];
const dir = new URL('./.cache/', import.meta.url);
mkdirSync(dir, { recursive: true });
const write = (name: string, v: unknown) => {
  const f = new URL(name, dir);
  writeFileSync(f, JSON.stringify(v));
  return f.pathname;
};

// 1. The board at scale.
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
const out: Record<string, unknown> = {
  file: write(`encounter-${tag}.json`, { text, loadedMountId, probeFrom: m.pos, probeTo, counts, spec }),
  bytes: text.length,
  counts,
};

// 2. Combat histories: the driver's session, the commands in effect written as a file.
const combat = combatEncounter(COMBAT).encounter;
const history = (n: number, startOfTurn = false) => {
  const d = new CombatDriver(combat);
  while (d.h.length < n) d.step();
  // An undo the driver did not redo leaves a tail: redone, so every command of the file is in effect.
  while (d.h.cursor < d.h.length) d.h.redo();
  // The input probes start at the beginning of a turn, with nothing pending.
  if (startOfTurn) {
    let guard = 0;
    for (;;) {
      const last = d.h.entry(d.h.cursor - 1)?.command.type;
      if (!d.s.pending && last === 'nextTurn' && dragOf(d.s)) break;
      d.step();
      if (++guard > 5000) throw new Error('bench: no turn start with a legal drag');
    }
  }
  return d.h;
};
/** A drag the current creature may make now: its token (or its mount's, for a rider) 2–4 squares on. */
function dragOf(s: M4Encounter): { id: string; from: Point; to: Point } | null {
  const cur = creatureOf(s, s.turns.order[s.turns.current] as string);
  if (!cur || cur.hp <= 0 || hasCondition(s, cur, 'prone')) return null;
  if (cur.mountId && (!cur.isRider || cur.kind !== 'adventurer')) return null;
  const mover = cur.mountId ? creatureOf(s, cur.mountId) : cur;
  if (!mover || hasCondition(s, mover, 'prone') || hasCondition(s, mover, 'immobilised')) return null;
  const side = spaceSide(mover.size);
  for (const [dx, dy] of [
    [2, 0],
    [-2, 0],
    [0, 2],
    [0, -2],
    [2, 2],
    [-2, -2],
    [3, 0],
    [-3, 0],
  ] as const) {
    const to = { x: mover.pos.x + dx, y: mover.pos.y + dy };
    if (to.x < 0 || to.y < 0 || to.x + side > s.grid.width || to.y + side > s.grid.height) continue;
    if (isPlan(planMove(s, grid, mover.id, to, Math.min(mover.speed, 6)))) return { id: mover.id, from: mover.pos, to };
  }
  return null;
}
const t0 = performance.now();
{
  const h = history(AUTOSAVE_COMMANDS);
  const t = saveEncounterFile(h);
  out.autosave = {
    file: write(`autosave-${tag}.json`, { text: t, commands: h.length, creatures: COMBAT }),
    bytes: t.length,
    commands: h.length,
  };
}
{
  const h = history(INPUT_COMMANDS, true);
  const t = saveEncounterFile(h);
  const s = h.state;
  out.combat = {
    file: write(`combat-${tag}.json`, {
      text: t,
      commands: h.length,
      creatures: COMBAT,
      drag: dragOf(s),
      turn: s.turns.order[s.turns.current],
    }),
    bytes: t.length,
    commands: h.length,
  };
}
out.histories = HISTORIES.map((n) => {
  const h = history(n);
  const t = saveEncounterFile(h);
  return {
    file: write(`history-${n}-${tag}.json`, { text: t, commands: h.length, creatures: COMBAT }),
    bytes: t.length,
    commands: h.length,
  };
});
out.combatMs = Math.round(performance.now() - t0);
console.log(JSON.stringify(out));
