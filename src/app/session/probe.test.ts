import { it, expect } from 'vitest';
import { sampleEncounter } from '../sample';
import { sampleTenkaiEncounter } from '../sampleTenkai';
import { playerEncounter, hiddenFromPlayers } from '../playerFilter';
import { playerMenu } from './playerMenu';
import { newSession, parseFile, FILE_FORMAT } from '../../rules';
it('probe', async () => {
  for (const enc of [sampleEncounter('en'), sampleTenkaiEncounter('en')] as const) {
    const v = { ...playerEncounter(enc as never) as object, pending: null };
    console.log(JSON.stringify(parseFile(JSON.stringify({ format: FILE_FORMAT, version: 2, initial: v, commands: [], cursor: 0 }))).slice(0, 200));
  }
  const enc = sampleEncounter('en');
  const s = newSession(enc);
  console.log(enc.turns);
  const t0 = performance.now();
  const m = playerMenu({ session: s, roster: [{ id: 'p1', creatureIds: ['c2'] }], revision: 0, hidden: hiddenFromPlayers(enc) }, { id: 'p1', creatureIds: ['c2'] }, 'c2');
  console.log(performance.now() - t0, JSON.stringify(m).length, m.map((a) => `${a.id} ${a.pick?.squares.length ?? ''}`));
  expect(1).toBe(1);
});
