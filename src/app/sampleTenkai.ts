/**
 * The 舵天照 (Tenkai) sample: a 志士 beside her fire dragon partner (not yet mounted) and a 巫女, all in one
 * square (TK-GRID-1 stacking); a great bird in 低空 (one band up: −3R, range 5), an oni on the ground and a
 * cloud spirit in 中空 (two bands up: no engagement); an armour whose 練力 drains by turn. Built by commands, so it is valid by construction.
 */
import { apply, type CreatureInput, type DiceState } from '../rules';
import { freshDice } from './diceKeys';
import { describeRefusal } from '../i18n';
import { newTenkaiEncounter, type TenkaiCommand, type TkEncounter, type TkSheetInput } from '../rules/tenkai';

function run(s: TkEncounter, c: TenkaiCommand): TkEncounter {
  const r = apply(s, c);
  if (!r.ok) throw new Error(`tenkai sample: ${r.kind === 'refused' ? describeRefusal('tenkai', r, 'en') : r.error}`);
  return r.state;
}

/** The kernel's fields of a sample creature (its name and square are given apart). */
type Fields = Omit<CreatureInput, 'name' | 'pos' | 'sys'>;

function add(s: TkEncounter, name: string, x: number, y: number, extra: Fields, sheet: TkSheetInput): TkEncounter {
  return run(s, { type: 'addCreature', creature: { name, pos: { x, y }, ...extra, sys: sheet } });
}

/** Build the Tenkai sample encounter (16 × 12 squares of 10 m), its dice on a fresh secret key (or the given dice). */
export function sampleTenkaiEncounter(lang: 'en' | 'ja' = 'en', dice: DiceState = freshDice()): TkEncounter {
  const ja = lang === 'ja';
  let s = newTenkaiEncounter({
    id: 'sample-tenkai',
    name: ja ? '雲海の迎撃' : 'Interception over the cloud sea',
    width: 16,
    height: 12,
    dice,
  });
  s = add(
    s,
    ja ? '志士アカネ' : 'Akane (志士)',
    3,
    5,
    { side: 'party', kind: 'adventurer', color: '#3f7fd9', glyph: '志', hp: 180, hpMax: 180 },
    {
      attribute: '技',
      stats: {
        attack: 320,
        defence: 140,
        guard: 150,
        accuracy: 180,
        evasion: 160,
        perception: 120,
        resistance: 130,
        agility: 150,
        ap: 4,
      },
      ki: 60,
      kiMax: 60,
      will: 40,
      willMax: 40,
    },
  );
  s = add(
    s,
    ja ? '炎龍カグツチ' : 'Kagutsuchi (炎龍)',
    3,
    5,
    { side: 'party', color: '#d9623f', glyph: '龍', hp: 260, hpMax: 260 },
    {
      role: 'partner',
      move: 4,
      canFly: true,
      attribute: '体',
      stats: {
        attack: 280,
        defence: 200,
        guard: 150,
        accuracy: 140,
        evasion: 160,
        perception: 90,
        resistance: 120,
        agility: null,
        ap: 3,
      },
      ki: 40,
      kiMax: 40,
    },
  );
  s = add(
    s,
    ja ? '巫女シズク' : 'Shizuku (巫女)',
    3,
    5,
    { side: 'party', kind: 'adventurer', color: '#9c6bd6', glyph: '巫', hp: 120, hpMax: 120 },
    {
      attribute: '心',
      stats: {
        attack: 90,
        defence: 90,
        guard: 100,
        accuracy: 110,
        evasion: 120,
        perception: 220,
        resistance: 200,
        agility: 130,
        ap: 4,
      },
      ki: 90,
      kiMax: 90,
    },
  );
  s = add(
    s,
    ja ? '大怪鳥' : 'Great bird',
    6,
    4,
    { side: 'enemy', color: '#b84a4a', glyph: '鳥', hp: 150, hpMax: 150 },
    {
      band: 'low',
      canFly: true,
      stats: {
        attack: 160,
        defence: 120,
        guard: 90,
        accuracy: 130,
        evasion: 90,
        perception: 80,
        resistance: 90,
        agility: null,
        ap: 4,
      },
    },
  );
  s = add(
    s,
    ja ? '鬼' : 'Oni',
    9,
    7,
    { side: 'enemy', color: '#8a3030', glyph: '鬼', hp: 220, hpMax: 220 },
    {
      attribute: '体',
      stats: {
        attack: 300,
        defence: 180,
        guard: 140,
        accuracy: 140,
        evasion: 100,
        perception: 70,
        resistance: 120,
        agility: 110,
        ap: 4,
      },
    },
  );
  s = add(
    s,
    ja ? '雲霞の精' : 'Cloud spirit',
    11,
    3,
    { side: 'enemy', color: '#7fa0b8', glyph: '霞', hp: 90, hpMax: 90 },
    {
      band: 'middle',
      canFly: true,
      attribute: '心',
      stats: {
        attack: 120,
        defence: 80,
        guard: 80,
        accuracy: 150,
        evasion: 170,
        perception: 160,
        resistance: 150,
        agility: 140,
        ap: 4,
      },
    },
  );
  // A 駆鎧 (armour) with its pilot aboard: 練力 drains by 6 at the end of each of its rounds (no 騎士, TK-ARM-3).
  s = add(
    s,
    ja ? '駆鎧「鉄牛」' : 'Armour "Iron Ox"',
    12,
    9,
    { side: 'enemy', color: '#6b6f76', glyph: '鎧', hp: 300, hpMax: 300 },
    {
      role: 'armour',
      move: 3,
      armour: { mode: 'combat', destroyed: false, clock: 0 },
      ki: 30,
      kiMax: 30,
      stats: {
        attack: 200,
        defence: 150,
        guard: 100,
        accuracy: 60,
        evasion: 40,
        perception: 0,
        resistance: 50,
        agility: 0,
        ap: 0,
      },
    },
  );
  s = add(
    s,
    ja ? '操縦士ゴウ' : 'Pilot Gou',
    12,
    9,
    { side: 'enemy', color: '#a05050', glyph: '操', hp: 110, hpMax: 110 },
    {
      stats: {
        attack: 120,
        defence: 90,
        guard: 90,
        accuracy: 110,
        evasion: 90,
        perception: 80,
        resistance: 90,
        agility: 60,
        ap: 4,
      },
    },
  );
  s = run(s, { type: 'tkBoardArmour', pilotId: 'c8', armourId: 'c7', instant: true });
  s = run(s, { type: 'tkSetOptions', cloudSea: true, inCombat: true });
  return { ...s, seq: 0 };
}
