/**
 * File migration (issue 12): a version-1 Tenkai file, exported by the pre-kernel code (commit 2d92204: creatures with
 * `defences`, `riding` and `ext.tenkai`, the encounter with `settings` and `sys.tenkai`, its turn order mirrored
 * into `turns`, a pending evade/guard question with finished text), loads into the same state as the same scene
 * built fresh in version 2.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEncounterFile, parseEncounterFile, Session } from '../core';
import { describeMsg } from '../../i18n';
import {
  newTenkaiEncounter,
  tenkai,
  tenkaiData,
  type TenkaiCommand,
  type TkEncounter,
  type TkSheetInput,
} from './index';

const systemOf = (id: string) => (id === 'tenkai' ? tenkai : undefined);
const v1 = readFileSync(new URL('./fixtures/v1-cloud-sea.json', import.meta.url), 'utf8');

const add = (
  name: string,
  x: number,
  y: number,
  extra: Record<string, unknown>,
  sheet: TkSheetInput,
): TenkaiCommand => ({
  type: 'addCreature',
  creature: { name, pos: { x, y }, ...extra, sys: tenkaiData(sheet) },
});
const oni: TkSheetInput = {
  band: 'low',
  canFly: true,
  stats: { agility: 90, evasion: 90, defence: 120, accuracy: 120, attack: 250, ap: 3 },
};

/** The scene the version-1 file starts from, as version-2 commands. */
const setup: TenkaiCommand[] = [
  add(
    '志士',
    2,
    2,
    { side: 'party', hp: 180, hpMax: 180 },
    { attribute: '技', stats: { agility: 150, accuracy: 180, attack: 320, ap: 4 }, ki: 60, kiMax: 60 },
  ),
  add(
    '龍',
    2,
    2,
    { side: 'party', hp: 260, hpMax: 260 },
    { role: 'partner', move: 4, canFly: true, stats: { agility: null, evasion: 160, ap: 3 } },
  ),
  add('鬼', 5, 2, { side: 'enemy', hp: 120, hpMax: 120 }, oni),
  add(
    '駆鎧',
    8,
    8,
    { side: 'party', hp: 300, hpMax: 300 },
    {
      role: 'armour',
      move: 3,
      ki: 30,
      kiMax: 30,
      armour: { mode: 'combat', destroyed: false, clock: 0 },
      stats: { agility: null, ap: 1 },
    },
  ),
  add('操縦士', 8, 8, { side: 'party' }, { stats: { agility: 60, ap: 4 } }),
  { type: 'tkMountPartner', riderId: 'c1', partnerId: 'c2' },
  { type: 'tkSetOptions', cloudSea: true },
  { type: 'tkSetRatingCell', row: 1, column: 0, result: 'miss' },
  { type: 'tkChangeBand', id: 'c2', to: 'low', gm: true },
  { type: 'tkStartTurn', dice: [7, 3] },
  { type: 'tkMove', id: 'c2', to: { x: 4, y: 2 } },
  { type: 'tkApplyStatus', targetId: 'c3', sourceId: 'c1', kind: 'poison', damage: 4, duration: 2, noCheck: true },
  { type: 'tkSpendAp', id: 'c1', action: 'muzzleReload' },
  { type: 'tkSpendAp', id: 'c1', action: 'muzzleReload', gm: true },
  { type: 'tkEndRound' },
  { type: 'tkEndRound' },
  { type: 'tkBoardArmour', pilotId: 'c5', armourId: 'c4' },
  { type: 'tkEndRound' },
  { type: 'tkAddEffect', ownerId: 'c1', name: '加護結界', duration: 3 },
  { type: 'tkStartTurn', dice: [12, 2] },
  { type: 'tkUseSkill', id: 'c1', name: '練力集中', ap: 0 },
  { type: 'tkAttack', attackerId: 'c1', targetId: 'c3', kind: 'shooting', range: 8 },
];

/** The file's commands, as version 2 writes them. */
const later: TenkaiCommand[] = [
  { type: 'decide', optionId: 'guard', dice: [14] },
  { type: 'tkUseSkill', id: 'c1', name: '瞬脚', ap: 0 },
  { type: 'tkEndRound' },
  { type: 'editCreature', id: 'c3', patch: { sys: { ...tenkaiData(oni), shield: true } } },
  { type: 'tkEndRound' },
  { type: 'tkEditData', id: 'c1', patch: { will: 30 } },
  add(
    '雲霞の精',
    3,
    3,
    { side: 'enemy', hp: 90, hpMax: 90 },
    { band: 'middle', canFly: true, stats: { agility: 140, ap: 4 } },
  ),
  { type: 'tkEndRound' },
  { type: 'tkStartTurn', dice: [11, 5, 9] },
];

function freshV2(): { start: TkEncounter; end: TkEncounter } {
  const s = new Session<TkEncounter, TenkaiCommand>(
    tenkai,
    newTenkaiEncounter({
      dice: { alg: 'mulberry32', state: 20260301 },
      width: 12,
      height: 12,
      name: '雲海の遭遇',
    }),
  );
  for (const c of setup) if (!s.apply(c).ok) throw new Error(`setup ${c.type}`);
  const start = JSON.parse(JSON.stringify(s.state)) as TkEncounter;
  for (const c of later) if (!s.apply(c).ok) throw new Error(`later ${c.type}`);
  return { start, end: JSON.parse(JSON.stringify(s.state)) as TkEncounter };
}

/** The state without the pending decision's texts (a version-1 file kept them as finished text). */
function withoutTexts(s: TkEncounter): unknown {
  const o = JSON.parse(JSON.stringify(s)) as Record<string, unknown> & { pending: Record<string, unknown> | null };
  if (o.pending)
    o.pending = { ...o.pending, prompt: null, options: (o.pending.options as { id: string }[]).map((x) => x.id) };
  return o;
}

describe('version-1 files', () => {
  it('the v1 fixture is what the pre-kernel code wrote: ext.tenkai, 4e fields, settings, sys.tenkai, a mirrored order', () => {
    const raw = JSON.parse(v1);
    expect(raw.version).toBe(1);
    expect(raw.initial.settings).toEqual({ optionalFallRule: false });
    expect(raw.initial.creatures.c1.defences).toBeDefined();
    expect(raw.initial.creatures.c1.riding).toBeDefined();
    expect(raw.initial.creatures.c1.ext.tenkai.role).toBe('character');
    expect(raw.initial.sys.tenkai.resolution).toEqual(raw.initial.turns.order);
    expect(raw.initial.sys.tenkai.activities).toEqual([{ id: 'c5', action: 'board:c4', turnsLeft: 4 }]);
    expect(raw.initial.pending.prompt.ja).toContain('回避か受防か');
  });

  it('loads into the same starting state as a fresh v2 build (creature parts, tallies, turn order, activities, rating table)', () => {
    const parsed = parseEncounterFile(v1, systemOf);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { start } = freshV2();
    expect(withoutTexts(parsed.file.initial as TkEncounter)).toEqual(withoutTexts(start));
    // The tallies moved from v1's per-creature maps into the creature parts.
    expect((parsed.file.initial as TkEncounter).creatures.c1?.sys.tally).toEqual({
      apSpent: 3,
      apCarry: 0,
      damageThisTurn: 0,
      damageLastTurn: 0,
    });
    expect((parsed.file.initial as TkEncounter).creatures.c3?.sys.tally.damageThisTurn).toBe(4);
    // The pending question kept its v1 text as a legacy message, in both languages.
    const pending = parsed.file.initial.pending;
    expect(pending && describeMsg('tenkai', pending.prompt, 'ja')).toBe('鬼：志士の射撃に対し、回避か受防か？');
  });

  it('replays its v1 commands (ext.tenkai in addCreature / editCreature) into the same state as v2', () => {
    const r = loadEncounterFile<TkEncounter, TenkaiCommand>(v1, systemOf);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { end } = freshV2();
    expect(JSON.parse(JSON.stringify(r.session.state))).toEqual(end);
    expect(r.session.cursor).toBe(later.length);
    // The v1 commands were migrated: the Tenkai data is the part `sys`, and nothing of `ext` is left.
    const [edit, added] = [r.session.commands()[3], r.session.commands()[6]];
    expect(edit).toMatchObject({ type: 'editCreature', id: 'c3', patch: { sys: { shield: true, band: 'low' } } });
    expect(added).toMatchObject({
      type: 'addCreature',
      creature: { name: '雲霞の精', sys: { band: 'middle', stats: { agility: 140 } } },
    });
    expect(JSON.stringify([edit, added])).not.toMatch(/"ext"|"defences"|"riding"/);
  });

  it('refuses garbage Tenkai data in a file with a message naming the field (issue 14)', () => {
    const bad = JSON.parse(v1);
    bad.initial.creatures.c1.ext.tenkai.band = 'space';
    const r = parseEncounterFile(JSON.stringify(bad), systemOf);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(describeMsg('tenkai', r.error, 'en')).toMatch(/band/);
    const bad2 = JSON.parse(v1);
    bad2.initial.sys.tenkai.activities = [{ id: 'c9', action: 'board:c4', turnsLeft: 4 }];
    const r2 = parseEncounterFile(JSON.stringify(bad2), systemOf);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(describeMsg('tenkai', r2.error, 'ja')).toContain('複数ターンにわたる行動');
  });
});
