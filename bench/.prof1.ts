import { apply, type Encounter } from '/work/main/src/rules';
import { benchEncounter, SMOKE } from '/work/main/bench/encounter';
const { encounter } = benchEncounter(SMOKE);
let s: Encounter = encounter;
const ids = s.creatureOrder.filter((id) => !s.creatures[id]!.mountId);
let n = 0; const t0 = performance.now();
for (let i = 0; i < 300; i++) {
  const id = ids[i % ids.length]!;
  const c = s.creatures[id]!;
  const r = apply(s, { type: 'changeHp', id, amount: -1 });
  if (r.ok) { s = r.state; n++; }
}
console.log('changeHp', n, (performance.now() - t0) / 300, 'ms each');
const t1 = performance.now();
for (let i = 0; i < 300; i++) {
  const id = ids[i % ids.length]!;
  const c = s.creatures[id]!;
  const r = apply(s, { type: 'moveCreature', id, to: { x: Math.min(39, c.pos.x + 1), y: c.pos.y } });
  if (r.ok) { s = r.state; n++; }
}
console.log('move', n, (performance.now() - t1) / 300, 'ms each');
