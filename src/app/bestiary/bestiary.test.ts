/**
 * The GM's bestiary (issue 29): a creature saved with its picture, powers and riding traits, reused, searched,
 * exported and imported in another browser; a bad file refused like a bad encounter file (nothing changes).
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { allCreatures, apply, creatureOf, type Command, type Creature } from '../../rules';
import { sampleEncounter } from '../sample';
import { PictureStore } from '../assets/store';
import { fileOf, png } from '../assets/testing';
import { BESTIARY_FORMAT, parseBestiaryFile, searchBestiary } from './bestiary';
import { Bestiary } from './store';

const stores: PictureStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});
const pictureStore = (idb: IDBFactory) => {
  const s = new PictureStore(idb, { decode: null });
  stores.push(s);
  return s;
};

/** The sample's ogre with a picture and a power, as the GM made it. */
async function madeOgre(pics: PictureStore): Promise<Creature> {
  const r = await pics.addPicture(fileOf(png(64, 64)), 'ogre.png');
  if (!r.ok) throw new Error('picture');
  const s = sampleEncounter('en');
  const ogre = allCreatures(s).find((c) => c.name === 'Ogre') as Creature;
  const power = {
    id: 'p1',
    name: 'Greatclub sweep',
    action: 'standard',
    usage: 'atWill',
    kind: 'close',
    attack: { bonus: 9, vs: 'ac', damage: { count: 2, sides: 8, plus: 5 }, weapon: 'other' },
    area: { shape: 'burst', size: 1, affects: 'enemies' },
    keywords: ['weapon'],
    onHit: [{ what: { kind: 'condition', condition: 'dazed' }, duration: 'endOfSourceNext' }],
  };
  const e = apply(s, {
    type: 'editCreature',
    id: ogre.id,
    patch: { image: r.id, name: 'Ogre chieftain', sys: { powers: [power] } },
  } as Command);
  if (!e.ok) throw new Error(JSON.stringify(e));
  return creatureOf(e.state, ogre.id) as Creature;
}

describe('the bestiary (issue 29)', () => {
  it('save, search, reuse, export, import in another browser (with the picture), no second copy on re-import', async () => {
    const idbA = new IDBFactory();
    const picsA = pictureStore(idbA);
    const a = new Bestiary(idbA, picsA, () => 1000);
    const ogre = await madeOgre(picsA);
    const saved = await a.saveCreature('mounted4e', { ...ogre, hp: 3, conditions: ['dazed'] }, 'Ogre chieftain');
    if (!saved.ok) throw new Error(JSON.stringify(saved.problem));
    expect(saved.entry.creature).toMatchObject({ hp: ogre.hpMax, image: ogre.image, size: 'large' });
    expect(saved.entry.creature).not.toHaveProperty('conditions');
    expect(a.view.getState().entries).toHaveLength(1);
    expect(a.view.getState().persistent).toBe(true);
    expect(searchBestiary(a.view.getState().entries, 'CHIEF', 'mounted4e').map((e) => e.name)).toEqual([
      'Ogre chieftain',
    ]);
    expect(searchBestiary(a.view.getState().entries, 'chief', 'tenkai')).toEqual([]);
    // Reused in a new encounter: the engine makes it, with its power.
    const enc = sampleEncounter('en');
    const added = apply(enc, {
      type: 'addCreature',
      creature: { ...saved.entry.creature, name: 'Ogre chieftain', pos: { x: 10, y: 10 } },
    } as Command);
    if (!added.ok) throw new Error(JSON.stringify(added));
    const made = allCreatures(added.state).find((c) => c.name === 'Ogre chieftain') as Creature;
    expect((made.sys as { powers: unknown[] }).powers).toHaveLength(1);
    // Export, and import in another browser: the entry and its picture.
    const text = await a.exportFile();
    expect(JSON.parse(text)).toMatchObject({ format: BESTIARY_FORMAT, version: 1 });
    expect(text).toContain('data:image/png;base64,');
    const idbB = new IDBFactory();
    const picsB = pictureStore(idbB);
    const b = new Bestiary(idbB, picsB, () => 2000);
    const r = await b.importFile(text, 'mine.saddlegrid-bestiary.json');
    expect(r).toEqual({ ok: true, added: 1, pictures: 1 });
    expect(await picsB.has(ogre.image as string)).toBe(true);
    expect(b.view.getState().entries.map((e) => [e.name, e.creature])).toEqual([
      ['Ogre chieftain', saved.entry.creature],
    ]);
    // The same file again adds nothing.
    expect(await b.importFile(text)).toMatchObject({ ok: true, added: 0 });
    expect(b.view.getState().entries).toHaveLength(1);
    await b.remove(b.view.getState().entries[0]!.id);
    expect(b.view.getState().entries).toHaveLength(0);
  });

  it('bad files are refused with the reason, the entry named; nothing is added', async () => {
    const idb = new IDBFactory();
    const bst = new Bestiary(idb, pictureStore(idb));
    const good = { name: 'Pony', system: 'mounted4e', creature: { size: 'medium', speed: 6, hpMax: 20 } };
    const file = (entries: unknown[], extra: object = {}) =>
      JSON.stringify({ format: BESTIARY_FORMAT, version: 1, entries, ...extra });
    expect(parseBestiaryFile(file([good])).ok).toBe(true);
    const cases: [string, string][] = [
      ['{"format":"saddlegrid-bestiary",', 'notJson'],
      [JSON.stringify({ format: 'saddlegrid-encounter', version: 2 }), 'notBestiary'],
      [file([good]).replace('"version":1', '"version":9'), 'newerVersion'],
      [file([good, { ...good, creature: { size: 'enormous' } }]), 'badEntry'],
      [file([{ ...good, creature: { speed: -3 } }]), 'badEntry'],
      [file([{ ...good, creature: { sys: { powers: [{ id: 'p1' }] } } }]), 'badEntry'],
      [file([{ ...good, system: 'dnd5e' }]), 'unknownSystem'],
      [file([{ ...good, creature: { pos: { x: 1, y: 1 } } }]), 'badShape'],
      [file([good]).replace('"speed":6', '"__proto__":{"x":1},"speed":6'), 'badShape'],
      [file([good], { extra: 1 }), 'badShape'],
    ];
    for (const [text, m] of cases) {
      const r = await bst.importFile(text);
      expect(r.ok, text.slice(0, 80)).toBe(false);
      if (!r.ok) expect(r.problem.m, text.slice(0, 120)).toBe(m);
    }
    const bad = parseBestiaryFile(file([good, { ...good, name: 'Huge pony', creature: { size: 'enormous' } }]));
    expect(bad).toMatchObject({ ok: false, problem: { m: 'badEntry', n: 2, name: 'Huge pony' } });
    expect(bst.view.getState().entries).toEqual([]);
  });
});
