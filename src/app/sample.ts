/**
 * The first-visit sample encounter: a knight on a warhorse with a halfling passenger, goblins on dire wolves,
 * a griffon rider in the air, an ogre, and some raised ground. Built by commands (so it is valid by
 * construction) and then taken as the history's starting point.
 */
import { mounted4e, seated, type M4Encounter } from '../rules/mounted4e';
import { applyTo, newEncounterOf, type Command, type CreatureInput, type DiceState } from '../rules';
import { freshDice } from './diceKeys';
import { GLYPHS_JA } from '../i18n/glyphs4e';
import { template } from './bestiary/mounted4e';

function run(s: M4Encounter, c: Command): M4Encounter {
  const r = applyTo<M4Encounter>(mounted4e, s, c);
  if (!r.ok) throw new Error(`sample: ${c.type} ${r.kind === 'refused' ? r.reason.m : r.error}`);
  return r.state;
}

function add(
  s: M4Encounter,
  lang: 'en' | 'ja',
  key: string,
  name: string,
  x: number,
  y: number,
  extra: Partial<CreatureInput> = {},
): M4Encounter {
  const t = template(key);
  if (!t) throw new Error(`sample: no template ${key}`);
  const base = t.localize?.(lang) ?? t.creature;
  const sys = extra.sys ? { ...(base.sys as object), ...(extra.sys as object) } : base.sys;
  const glyph = lang === 'ja' ? GLYPHS_JA[key] : undefined;
  return run(s, {
    type: 'addCreature',
    creature: { ...base, ...(glyph ? { glyph } : {}), name, pos: { x, y }, ...extra, sys },
  });
}

/**
 * Build the sample encounter. Its dice get a fresh secret key each time (a fixed seed in public code would let
 * anyone predict the sample's rolls); tests that need the same rolls pass test dice.
 */
export function sampleEncounter(lang: 'en' | 'ja' = 'en', dice: DiceState = freshDice()): M4Encounter {
  const ja = lang === 'ja';
  let s = newEncounterOf<M4Encounter>(mounted4e, {
    id: 'sample',
    name: ja ? '狼騎兵の待ち伏せ' : 'Ambush of the Wolf Riders',
    width: 24,
    height: 16,
    dice,
  });
  // Raised ground: a hill in the north-east, a ridge, a pit, some rocks (blocking) and brush (difficult).
  const paint: Command[] = [];
  const sq = (x0: number, y0: number, x1: number, y1: number) => {
    const out = [];
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push({ x, y });
    return out;
  };
  paint.push({ type: 'paintTerrain', squares: sq(15, 1, 21, 5), elevation: 1 });
  paint.push({ type: 'paintTerrain', squares: sq(17, 2, 20, 4), elevation: 2 });
  paint.push({ type: 'paintTerrain', squares: sq(18, 3, 19, 3), elevation: 3 });
  paint.push({ type: 'paintTerrain', squares: sq(3, 12, 4, 13), elevation: -2 });
  paint.push({
    type: 'paintTerrain',
    squares: [
      { x: 10, y: 6 },
      { x: 11, y: 6 },
      { x: 10, y: 7 },
      { x: 13, y: 11 },
    ],
    terrain: 2,
  });
  paint.push({ type: 'paintTerrain', squares: sq(6, 2, 9, 4), terrain: 1 });
  for (const c of paint) s = run(s, c);
  s = add(s, lang, 'warhorse', ja ? '軍馬ブレイズ' : 'Blaze (warhorse)', 3, 6);
  s = add(s, lang, 'knight', ja ? 'サー・アルドリック' : 'Sir Aldric', 0, 15);
  s = add(s, lang, 'halfling', ja ? 'ピップ' : 'Pip', 1, 15);
  s = add(s, lang, 'griffon', ja ? 'グリフォンのストームウィング' : 'Stormwing (griffon)', 8, 9, { elevation: 3 });
  s = add(s, lang, 'knight', ja ? 'エイラ' : 'Eira', 2, 15, {
    color: '#7b4fd1',
    glyph: ja ? 'エ' : 'Ei',
    sys: { defences: { ac: 20, fort: 16, ref: 18, will: 16 } },
    hp: 44,
    hpMax: 44,
    initBonus: 6,
  });
  s = add(s, lang, 'direWolf', ja ? 'ダイア・ウルフ甲' : 'Dire wolf A', 15, 8);
  s = add(s, lang, 'goblin', ja ? 'ゴブリン騎手甲' : 'Goblin rider A', 3, 15);
  s = add(s, lang, 'direWolf', ja ? 'ダイア・ウルフ乙' : 'Dire wolf B', 17, 11);
  s = add(s, lang, 'goblin', ja ? 'ゴブリン騎手乙' : 'Goblin rider B', 4, 15);
  s = add(s, lang, 'ogre', ja ? 'オーガ' : 'Ogre', 18, 2);
  s = add(s, lang, 'goblin', ja ? 'ゴブリン弓兵' : 'Goblin archer', 21, 13, {
    notes: ja ? '茂みに隠れている' : 'Hiding in the brush',
    conditions: ['hidden'],
  });
  // Riders and passengers, seated as a saved encounter holds them (MC-SPACE-1); riders and their mounts act on
  // the rider's initiative (MC-INIT-1): the links a `mount` command records.
  s = seated(s, 'c2', 'c1'); // Sir Aldric rides Blaze
  s = seated(s, 'c3', 'c1', true); // Pip is Blaze's passenger (MC-PASS-*)
  s = seated(s, 'c5', 'c4'); // Eira rides Stormwing in the air
  s = seated(s, 'c7', 'c6');
  s = seated(s, 'c9', 'c8');
  return { ...s, seq: 0 };
}
