/**
 * Bytes per one-creature move (issue 27): the players' view of the bench's encounter (the real allow-list filter,
 * the room's aliases) before and after one move, sent whole (a `view` frame) and as a patch (a `patch` frame,
 * `diffView`). Run: `npx tsx bench/viewPatch.ts [creatures …]` (default 100 1000 5000).
 */
import { createEncounterStore } from '../src/store';
import { creatureOf, isPlan, planMove, type Command } from '../src/rules';
import { grid } from '../src/rules/mounted4e';
import { newAliasKey, roomAliases } from '../src/services/players/aliases';
import { playerViewBuilder } from '../src/services/players/playerView';
import { pathToFileURL } from 'node:url';
import { encode, type View } from '../src/net/protocol';
import { diffView } from '../src/net/viewPatch';
import { benchEncounter } from './encounter';

/** One creature's move in the players' view of an encounter of `n` creatures: the view before and after, both sizes. */
export function oneMove(n: number) {
  const side = Math.max(40, Math.ceil(Math.sqrt(n * 40)));
  const { encounter } = benchEncounter({ width: side, height: side, creatures: n });
  // A creature that can step back and forth without a decision (an opportunity attack) in the way: the move of
  // one creature, as a player's move request applies it.
  let found: { store: ReturnType<typeof createEncounterStore>; move: (i: number) => { ok: boolean } } | null = null;
  for (const id of encounter.creatureOrder) {
    const store = createEncounterStore(encounter);
    const m = creatureOf(store.getState().encounter, id);
    if (!m || m.mountId) continue;
    const to = { x: m.pos.x + 1, y: m.pos.y };
    if (!isPlan(planMove(store.getState().encounter, grid, m.id, to, m.speed))) continue;
    const targets = [to, m.pos];
    const move = (i: number) =>
      store.getState().dispatch({ type: 'moveCreature', id: m.id, to: targets[i % 2] } as Command);
    let ok = true;
    for (let i = 0; i < 9 && ok; i++) ok = move(i).ok && !store.getState().encounter.pending;
    if (!ok) continue;
    found = { store, move };
    break;
  }
  if (!found) throw new Error('no creature moves freely');
  const { store, move } = found;
  const build = playerViewBuilder(roomAliases(newAliasKey()));
  build(store.getState());
  move(9);
  const before = build(store.getState());
  const r = move(10);
  if (!r.ok) throw new Error(`the move was refused: ${JSON.stringify(r)}`);
  const after = build(store.getState());
  const whole = encode({ t: 'view', rev: 2, view: after as never });
  const ops = diffView(before as never, after as never);
  const patch = encode({ t: 'patch', from: 1, rev: 2, ops });
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) diffView(before as never, after as never);
  const diffMs = (performance.now() - t0) / 5;
  return {
    before: before as unknown as View,
    after: after as unknown as View,
    wholeBytes: Buffer.byteLength(whole),
    patchBytes: Buffer.byteLength(patch),
    ops,
    diffMs,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const counts = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  for (const n of counts.length > 0 ? counts : [100, 1000, 5000]) {
    const { wholeBytes, patchBytes, ops, diffMs } = oneMove(n);
    console.log(
      `${String(n).padStart(5)} creatures: whole view ${wholeBytes} B, patch ${patchBytes} B ` +
        `(${ops.length} ops: ${ops.map((o) => `${o.op} ${o.path}`).join(', ')}); diff ${diffMs.toFixed(1)} ms`,
    );
  }
}
