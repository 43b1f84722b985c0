import { apply, record, startHistory, present, type Command } from '../src/rules';
import { benchEncounter, LARGE } from './encounter';
const { encounter } = benchEncounter(LARGE);
let h = startHistory<Command>(encounter);
const ids = encounter.creatureOrder.filter((id) => !encounter.creatures[id]!.mountId);
const time = (name: string, mk: (i: number) => Command, n = 300) => {
  const t0 = performance.now(); let ok = 0;
  for (let i = 0; i < n; i++) { const r = record(h, apply, mk(i)); if (r.outcome.ok) { ok++; h = r.history; } }
  console.log(name, ok, ((performance.now() - t0) / n).toFixed(3), 'ms each');
};
time('changeHp', (i) => ({ type: 'changeHp', id: ids[i % ids.length]!, amount: -1 }));
time('changeHp', (i) => ({ type: 'changeHp', id: ids[i % ids.length]!, amount: 1 }));
time('move', (i) => { const c = present(h).creatures[ids[i % ids.length]!]!; return { type: 'moveCreature', id: c.id, to: { x: Math.min(199, c.pos.x + 1), y: c.pos.y } }; });
time('move', (i) => { const c = present(h).creatures[ids[i % ids.length]!]!; return { type: 'moveCreature', id: c.id, to: { x: Math.max(0, c.pos.x - 1), y: c.pos.y } }; });
