/** The scene (issue 17): the map picture, the grid lines, the fog of war — commands, undo, files, the player view. */
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg } from '../../i18n';
import type { CoreEvent } from './events';
import { assetsUsed, parseEncounterFile, saveEncounterFile, loadEncounterFile } from './file';
import { encodeFog, fogBits, fogProblem, isFogged, underFog } from './fog';
import type { Encounter, MapLayer } from './model';
import { kapply, kernelEncounter, kernelSession, kernelSystem, krun } from './testing';

const MAP: MapLayer = { asset: 'map-1', width: 1400, height: 1000, cell: 100, offsetX: 0, offsetY: 0 };
const base = () =>
  krun(
    kernelEncounter({ width: 10, height: 8 }),
    { type: 'addCreature', creature: { name: 'Knight', side: 'party', pos: { x: 1, y: 1 } } },
    { type: 'addCreature', creature: { name: 'Goblin', side: 'enemy', pos: { x: 6, y: 5 } } },
  );
function refusedText(s: Encounter, c: object): string {
  const r = kapply(s, c);
  expect(r.ok).toBe(false);
  return !r.ok && r.kind === 'refused' ? describeMsg('kernel', r.reason, 'en') : 'not refused';
}
const systemOf = (id: string) => (id === 'kernel' ? kernelSystem : undefined);

describe('setScene: the map picture under the grid', () => {
  it('places, aligns and removes the picture, and logs each in both languages', () => {
    const s = kernelSession(base());
    expect(s.apply({ type: 'setScene', map: MAP }).ok).toBe(true);
    expect(s.state.scene.map).toEqual(MAP);
    const r = s.apply({ type: 'setScene', map: { ...MAP, cell: 70, offsetX: 12 } });
    expect(
      r.ok &&
        (r.events[0] as CoreEvent).type === 'sceneChanged' &&
        describeEvent('kernel', r.events[0] as CoreEvent, 'ja'),
    ).toBe('マップ画像をグリッドに合わせた。');
    expect(s.state.scene.map?.cell).toBe(70);
    s.apply({ type: 'setScene', gridLines: 'faint' });
    expect(s.state.scene).toMatchObject({ gridLines: 'faint', map: { cell: 70 } });
    const off = s.apply({ type: 'setScene', map: null });
    expect(off.ok && describeEvent('kernel', off.events[0] as CoreEvent, 'en')).toBe('The map picture is removed.');
    expect(s.state.scene.map).toBeNull();
    s.undo();
    s.undo();
    s.undo();
    expect(s.state.scene.map).toEqual(MAP);
  });
  it.each([
    [{ ...MAP, cell: 0 }, /cell/],
    [{ ...MAP, width: 100000 }, /width/],
    [{ ...MAP, asset: '../../etc/passwd' }, /asset/],
    [{ ...MAP, offsetX: Number.NaN }, /offsetX|not a|number/i],
  ])('refuses a map that does not fit: %o', (map, why) => {
    const s = base();
    expect(refusedText(s, { type: 'setScene', map })).toMatch(why);
  });
});

describe('setFog: the fog of war (hidden from the players, bit per square)', () => {
  it('hides a rectangle, reveals a brush stroke, counts the squares changed, undoes', () => {
    const s = kernelSession(base());
    const r = s.apply({ type: 'setFog', hide: true, rect: { x: 4, y: 3, width: 6, height: 5 } });
    expect(r.ok && describeEvent('kernel', r.events[0] as CoreEvent, 'en')).toBe('The fog hides 30 squares.');
    expect(isFogged(s.state, { x: 4, y: 3 })).toBe(true);
    expect(isFogged(s.state, { x: 3, y: 3 })).toBe(false);
    const rev = s.apply({
      type: 'setFog',
      hide: false,
      squares: [
        { x: 4, y: 3 },
        { x: 5, y: 3 },
        { x: 0, y: 0 },
      ],
    });
    expect(rev.ok && describeEvent('kernel', rev.events[0] as CoreEvent, 'ja')).toBe('霧で2マスを見えるようにした。');
    expect(isFogged(s.state, { x: 4, y: 3 })).toBe(false);
    s.undo();
    expect(isFogged(s.state, { x: 4, y: 3 })).toBe(true);
    s.apply({ type: 'setFog', hide: false, off: true });
    expect(s.state.scene.fog).toBeNull();
  });
  it('clamps a huge rectangle to the map and refuses a fog with no place', () => {
    const s = base();
    const r = kapply(s, { type: 'setFog', hide: true, rect: { x: -1e9, y: -1e9, width: 2e9, height: 2e9 } });
    expect(r.ok && r.events[0]).toMatchObject({ count: 80 });
    expect(refusedText(s, { type: 'setFog', hide: true })).toMatch(/Say where the fog goes/);
    expect(refusedText(s, { type: 'setFog', hide: true, rect: { x: 0, y: 0, width: 0.5, height: 2 } })).toMatch(
      /Say where/,
    );
  });
  it('round-trips its bits and spots malformed fog strings', () => {
    const s = krun(base(), { type: 'setFog', hide: true, all: true });
    expect([...fogBits(s)].every((b, i) => (i < 10 ? b === 255 : true))).toBe(true);
    expect(encodeFog(fogBits(s))).toBe(s.scene.fog);
    expect(fogProblem(s.scene.fog, 10, 8)).toBe(false);
    expect(fogProblem('!!!', 10, 8)).toBe(true);
    expect(fogProblem('AA==', 10, 8)).toBe(true); // too short for 80 squares
    expect(fogProblem(12, 10, 8)).toBe(true);
  });
  it('a creature is under the fog only when all of its space is', () => {
    const s = krun(base(), { type: 'setFog', hide: true, rect: { x: 6, y: 5, width: 1, height: 1 } });
    const goblin = s.creatures.c2;
    expect(goblin && underFog(s, goblin)).toBe(true);
    const big = krun(s, { type: 'editCreature', id: 'c2', patch: { size: 'large' } });
    expect(big.creatures.c2 && underFog(big, big.creatures.c2)).toBe(false);
  });
});

describe('token pictures and shapes', () => {
  it('sets and takes away a picture; refuses a bad id or shape', () => {
    let s = krun(base(), { type: 'editCreature', id: 'c1', patch: { image: 'tok-knight', token: 'square' } });
    expect(s.creatures.c1).toMatchObject({ image: 'tok-knight', token: 'square' });
    expect(assetsUsed(s)).toEqual(new Set(['tok-knight']));
    s = krun(s, { type: 'editCreature', id: 'c1', patch: { image: '' } });
    expect('image' in (s.creatures.c1 ?? {})).toBe(false);
    expect(refusedText(s, { type: 'editCreature', id: 'c1', patch: { image: 'a b' } })).toMatch(/token picture/);
    expect(refusedText(s, { type: 'editCreature', id: 'c1', patch: { token: 'hex' } })).toMatch(/token shape/);
  });
});

describe('files with a scene and pictures', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgo=';
  it('save and load the scene, the fog and the embedded pictures', () => {
    const s = kernelSession(base());
    s.apply({ type: 'setScene', map: MAP, gridLines: 'hidden' });
    s.apply({ type: 'setFog', hide: true, rect: { x: 0, y: 0, width: 3, height: 3 } });
    s.apply({ type: 'editCreature', id: 'c1', patch: { image: 'tok-1' } });
    const text = saveEncounterFile(s, { 'map-1': PNG, 'tok-1': PNG });
    const parsed = parseEncounterFile(text, systemOf);
    expect(parsed.ok && parsed.file.assets).toEqual({ 'map-1': PNG, 'tok-1': PNG });
    const loaded = loadEncounterFile(text, systemOf);
    expect(loaded.ok && loaded.session.state.scene).toEqual(s.state.scene);
    expect(loaded.ok && loaded.session.state.creatures.c1?.image).toBe('tok-1');
  });
  it.each([
    ['an SVG picture', { a: 'data:image/svg+xml;base64,PHN2Zz4=' }],
    ['a picture from the web', { a: 'https://example.com/x.png' }],
    ['a bad asset id', { 'a/b': PNG }],
    ['a number', { a: 5 }],
    ['not a record', ['x']],
  ])('refuse %s among the assets', (_what, assets) => {
    const text = saveEncounterFile(kernelSession(base())).replace(/}$/, `,"assets":${JSON.stringify(assets)}}`);
    const r = parseEncounterFile(text, systemOf);
    expect(r.ok).toBe(false);
    expect(!r.ok && describeMsg('kernel', r.error, 'en')).toMatch(/assets/);
  });
  it.each([
    ['a fog of the wrong size', { map: null, gridLines: 'drawn', fog: 'AA==' }],
    ['an unknown grid-line look', { map: null, gridLines: 'dotted', fog: null }],
    ['a map with a zero cell', { map: { ...MAP, cell: 0 }, gridLines: 'drawn', fog: null }],
    ['an extra key', { map: null, gridLines: 'drawn', fog: null, script: 'x' }],
  ])('refuse a scene with %s', (_what, scene) => {
    const text = saveEncounterFile(kernelSession(base())).replace(
      /"scene":\{[^}]*\}/,
      `"scene":${JSON.stringify(scene)}`,
    );
    expect(parseEncounterFile(text, systemOf).ok).toBe(false);
  });
  it('a version-2 file from before the scene loads with an empty one', () => {
    const text = saveEncounterFile(kernelSession(base())).replace(/,"scene":\{[^}]*\}/, '');
    expect(text).not.toMatch(/scene/);
    const r = loadEncounterFile(text, systemOf);
    expect(r.ok && r.session.state.scene).toEqual({
      map: null,
      gridLines: 'drawn',
      fog: null,
      walls: [],
      vision: false,
    });
  });
});
