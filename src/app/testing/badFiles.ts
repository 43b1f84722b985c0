/**
 * Test-only: a table of bad encounter files (issue 14) — every class of hostile or malformed file the loader
 * must refuse, across the three rule systems, each built from a real, valid file of that system by one change.
 * Used by the loader's table test (src/rules/core/file-table.test.ts), the import service's and the Import
 * button's (e2e/storage.spec.ts). Each case says which words the refusal must contain in English and Japanese
 * (the field it names).
 */
import {
  apply,
  cmd,
  newEncounter,
  testDice,
  newSession,
  saveEncounterFile,
  type AnyEncounter,
  type Command,
  type SystemId,
} from '../../rules';
import { sampleEncounter } from '../sample';
import { sampleTenkaiEncounter } from '../sampleTenkai';

/** One bad file. */
export interface BadFile {
  /** What is wrong, in a few words. */
  readonly name: string;
  /** The class of the issue's list it belongs to. */
  readonly cls: BadClass;
  readonly system: SystemId;
  readonly text: string;
  /** Must match the English / Japanese message. */
  readonly en: RegExp;
  readonly ja: RegExp;
}

/** The classes of bad files. */
export type BadClass =
  | 'syntax'
  | 'structure'
  | 'hostile-json'
  | 'own-property'
  | 'limits'
  | 'text'
  | 'kernel-fields'
  | 'duplicates'
  | 'riding'
  | 'spaces'
  | 'pending'
  | 'palettes'
  | 'system-state'
  | 'commands'
  | 'version-1';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function run(s: AnyEncounter, c: Command): AnyEncounter {
  const r = apply(s, c);
  if (!r.ok) throw new Error(`bad-file fixture: ${c.type} ${r.kind === 'refused' ? r.reason.m : r.error}`);
  return r.state;
}

/** A Sudukuri encounter with two map creatures and a battle set up from them (the starting state holds it). */
export function sudukuriBase(): AnyEncounter {
  let s = newEncounter({ system: 'sudukuri', name: 'The nest', width: 12, height: 8, dice: testDice(3) });
  s = run(
    s,
    cmd('addCreature', {
      creature: { name: 'Dragon', side: 'party', pos: { x: 1, y: 1 }, hpMax: 30, sys: { atk: 12, def: 8, skills: {} } },
    }),
  );
  s = run(
    s,
    cmd('addCreature', {
      creature: {
        name: 'Knight',
        side: 'enemy',
        pos: { x: 5, y: 3 },
        hpMax: 20,
        sys: { atk: 9, def: 6, skills: { berserker: 1 } },
      },
    }),
  );
  s = run(
    s,
    cmd('addCreature', {
      creature: { name: 'Squire', side: 'enemy', pos: { x: 7, y: 3 }, hpMax: 12 },
    }),
  );
  s = run(
    s,
    cmd('sdSetBattle', {
      battle: {
        pc: [{ name: 'Dragon', maxHp: 30, atk: 12, def: 8, creatureId: 'c1' }],
        opp: [{ name: 'Knight', maxHp: 20, atk: 9, def: 6, skills: { berserker: 1 }, creatureId: 'c2' }],
      },
    }),
  );
  return { ...s, seq: 0 } as AnyEncounter;
}

/** A valid file of each system: its starting state (with riders where the system has them) and a few commands. */
export function goodFiles(): Record<SystemId, string> {
  const m4 = newSession(sampleEncounter('en'));
  for (const c of [cmd('changeHp', { id: 'c10', amount: -5 }), cmd('rollInitiative', { all: true })]) m4.apply(c);
  m4.undo();
  const tk = newSession(sampleTenkaiEncounter('en'));
  tk.apply(cmd('changeHp', { id: 'c5', amount: -10 }));
  const sd = newSession(sudukuriBase());
  sd.apply(cmd('sdStep'));
  return { mounted4e: saveEncounterFile(m4), tenkai: saveEncounterFile(tk), sudukuri: saveEncounterFile(sd) };
}

/** The version-1 files the systems keep as fixtures (src/rules/<system>/fixtures), parsed. */
export interface V1Fixtures {
  readonly mounted4e: unknown;
  readonly tenkai: unknown;
  readonly sudukuri: unknown;
}

/** Every bad file (see the module comment); the version-1 cases when the version-1 fixtures are given. */
export function badFiles(v1Fixtures?: V1Fixtures): BadFile[] {
  const good = goodFiles();
  const out: BadFile[] = [];
  const SYSTEMS: SystemId[] = ['mounted4e', 'tenkai', 'sudukuri'];
  const mutate = (system: SystemId, f: (o: Json) => void): string => {
    const o = JSON.parse(good[system]) as Json;
    f(o);
    return JSON.stringify(o);
  };
  const add = (system: SystemId, cls: BadClass, name: string, text: string, en: RegExp, ja: RegExp) =>
    out.push({ system, cls, name, text, en, ja });
  const each = (cls: BadClass, name: string, f: (o: Json, system: SystemId) => void, en: RegExp, ja: RegExp) => {
    for (const s of SYSTEMS)
      add(
        s,
        cls,
        name,
        mutate(s, (o) => f(o, s)),
        en,
        ja,
      );
  };
  const eachText = (cls: BadClass, name: string, text: (system: SystemId) => string, en: RegExp, ja: RegExp) => {
    for (const s of SYSTEMS) add(s, cls, name, text(s), en, ja);
  };
  /** The first creature standing on its own, and one that stands elsewhere. */
  const firstFree = (o: Json): Json =>
    Object.values(o.initial.creatures as Record<string, Json>).find((c) => c.mountId === null) as Json;
  const cr = (o: Json, id: string): Json => o.initial.creatures[id] as Json;

  // ——— syntax and structure (the file as a whole) ———
  add('mounted4e', 'syntax', 'empty', '', /The file is empty/, /ファイルが空/);
  add('mounted4e', 'syntax', 'only spaces', '   \n ', /not valid JSON/, /JSONとして読めません/);
  eachText(
    'syntax',
    'truncated',
    (s) => good[s].slice(0, Math.floor(good[s].length / 2)),
    /not valid JSON/,
    /JSONとして読めません/,
  );
  add('tenkai', 'syntax', 'a BOM then garbage', '\ufeff{"format"', /not valid JSON/, /JSONとして読めません/);
  add(
    'mounted4e',
    'structure',
    'an array',
    '[]',
    /not a Saddlegrid encounter file/,
    /Saddlegridの遭遇ファイルではありません/,
  );
  add(
    'sudukuri',
    'structure',
    'another format',
    JSON.stringify({ format: 'foundry-scene', version: 2 }),
    /not a Saddlegrid encounter file/,
    /Saddlegridの遭遇ファイルではありません/,
  );
  each('structure', 'version 99', (o) => (o.version = 99), /Unsupported file version 99/, /バージョン99/);
  each(
    'structure',
    'an unknown top-level field',
    (o) => (o.extra = '<script>alert(1)</script>'),
    /Unknown field "extra" in the file/,
    /ファイルに不明な項目「extra」/,
  );
  add(
    'tenkai',
    'structure',
    'no cursor',
    mutate('tenkai', (o) => delete o.cursor),
    /Missing field "cursor" in the file/,
    /ファイルに項目「cursor」がありません/,
  );
  add(
    'mounted4e',
    'structure',
    'cursor past the end',
    mutate('mounted4e', (o) => (o.cursor = 99)),
    /The undo position must be a whole number from 0 to 2/,
    /元に戻す位置は0〜2の整数/,
  );
  add(
    'sudukuri',
    'structure',
    'cursor negative',
    mutate('sudukuri', (o) => (o.cursor = -1)),
    /The undo position/,
    /元に戻す位置/,
  );
  add(
    'tenkai',
    'structure',
    'commands not a list',
    mutate('tenkai', (o) => (o.commands = { 0: {} })),
    /The command log/,
    /コマンド履歴/,
  );
  add(
    'mounted4e',
    'structure',
    'the starting state is a string',
    mutate('mounted4e', (o) => (o.initial = 'sample')),
    /The starting state is invalid/,
    /開始時の状態が不正/,
  );
  add(
    'sudukuri',
    'structure',
    'an unknown encounter field',
    mutate('sudukuri', (o) => (o.initial.owner = 'me')),
    /Unknown field "owner" in the encounter/,
    /遭遇データに不明な項目「owner」/,
  );
  add(
    'tenkai',
    'structure',
    'no creature table',
    mutate('tenkai', (o) => delete o.initial.creatures),
    /Missing field "creatures" in the encounter/,
    /遭遇データに項目「creatures」がありません/,
  );

  // ——— hostile JSON ———
  eachText(
    'hostile-json',
    'prototype pollution at the top',
    (s) => good[s].replace('"format"', '"__proto__":{"polluted":1},"format"'),
    /forbidden field "__proto__"/,
    /禁止された項目「__proto__」/,
  );
  add(
    'mounted4e',
    'hostile-json',
    '"constructor" inside a creature',
    mutate('mounted4e', (o) => (firstFree(o).sys.constructor = { prototype: { x: 1 } })),
    /forbidden field "constructor"/,
    /禁止された項目「constructor」/,
  );
  add(
    'tenkai',
    'hostile-json',
    '"prototype" inside a command',
    mutate('tenkai', (o) => (o.commands[0].prototype = 1)),
    /forbidden field "prototype"/,
    /禁止された項目「prototype」/,
  );
  eachText(
    'hostile-json',
    'a number JSON cannot hold (1e999)',
    (s) => mutate(s, (o) => (o.initial.grid.elevation[0] = 0.5)).replace('"elevation":[0.5', '"elevation":[1e999'),
    /number out of range/,
    /範囲外の数値/,
  );
  add(
    'sudukuri',
    'hostile-json',
    'negative zero',
    mutate('sudukuri', (o) => (o.initial.grid.elevation[3] = 7777)).replace('7777', '-0'),
    /number out of range/,
    /範囲外の数値/,
  );
  add(
    'mounted4e',
    'hostile-json',
    '3,000 levels of nesting',
    mutate('mounted4e', (o) => (o.commands[0].deep = 'DEEP')).replace(
      '"DEEP"',
      `${'['.repeat(3000)}${']'.repeat(3000)}`,
    ),
    /nested too deeply \(more than 64 levels\)/,
    /入れ子が深すぎます（64段/,
  );
  add(
    'tenkai',
    'hostile-json',
    '100,000 levels of nesting',
    mutate('tenkai', (o) => (o.initial.sys.deep = 'DEEP')).replace(
      '"DEEP"',
      `${'{"a":'.repeat(100000)}1${'}'.repeat(100000)}`,
    ),
    /nested too deeply/,
    /入れ子が深すぎます/,
  );
  add(
    'sudukuri',
    'hostile-json',
    '70 levels inside the rule-system state',
    mutate('sudukuri', (o) => (o.initial.sys.battle.x = 'DEEP')).replace(
      '"DEEP"',
      `${'['.repeat(70)}${']'.repeat(70)}`,
    ),
    /nested too deeply/,
    /入れ子が深すぎます/,
  );

  // ——— own-property lookups (no `in`): inherited names are not creatures, systems, decisions or commands ———
  each(
    'own-property',
    '"toString" as a mount',
    (o) => {
      const c = firstFree(o);
      c.mountId = 'toString';
    },
    /rides a creature that does not exist/,
    /乗騎が存在しません/,
  );
  each(
    'own-property',
    '"toString" in the creature order',
    (o) => (o.initial.creatureOrder[0] = 'toString'),
    /creature order does not match/,
    /クリーチャーの並びが一覧と一致しません/,
  );
  each(
    'own-property',
    '"hasOwnProperty" in the initiative order',
    (o) => (o.initial.turns.order = ['hasOwnProperty']),
    /initiative order names unknown creatures/,
    /イニシアチブ順に不明なクリーチャー/,
  );
  add(
    'mounted4e',
    'own-property',
    '"toString" as the rule system',
    mutate('mounted4e', (o) => (o.initial.system = 'toString')),
    /Unknown rule system "toString"/,
    /不明なルール「toString」/,
  );
  add(
    'tenkai',
    'own-property',
    '"valueOf" as the rule system',
    mutate('tenkai', (o) => (o.initial.system = 'valueOf')),
    /Unknown rule system "valueOf"/,
    /不明なルール「valueOf」/,
  );
  add(
    'mounted4e',
    'own-property',
    '"toString" as a decision kind',
    mutate(
      'mounted4e',
      (o) =>
        (o.initial.pending = {
          kind: 'toString',
          chooserId: null,
          prompt: { m: 'x' },
          options: [{ id: 'a', label: { m: 'x' } }],
          ruleId: 'X',
          playerFacing: false,
          context: {},
        }),
    ),
    /pending decision "toString" is not one this rule system knows/,
    /決定待ちの種類「toString」はこのルールにありません/,
  );
  add(
    'tenkai',
    'own-property',
    '"toString" as a palette owner',
    mutate('tenkai', (o) => (o.initial.palettes = { toString: ['1d20'] })),
    /The dice palettes is invalid|dice palettes/i,
    /ダイスパレット/,
  );
  each(
    'own-property',
    '"constructor" as a command',
    (o) => o.commands.push({ type: 'constructor' }),
    /Command \d+ in the file cannot be applied/,
    /番目のコマンドを適用できません/,
  );
  add(
    'sudukuri',
    'own-property',
    '"__proto__" as a command type',
    mutate('sudukuri', (o) => o.commands.push({ type: '__proto__' })),
    /cannot be applied/,
    /適用できません/,
  );

  // ——— limits: strings, keys, counts ———
  each(
    'limits',
    'a 30,000-character note',
    (o) => (firstFree(o).notes = 'x'.repeat(30000)),
    /too long under "notes" \(at most 20000 characters\)/,
    /「notes」に長すぎる文字列があります（上限20000文字）/,
  );
  add(
    'mounted4e',
    'limits',
    'a 300-character key',
    mutate('mounted4e', (o) => (o.initial.sys[`k${'y'.repeat(299)}`] = 1)),
    /too long under "ky+/,
    /長すぎる文字列/,
  );
  add(
    'tenkai',
    'limits',
    'a 5,000-character note (the field limit)',
    mutate('tenkai', (o) => (firstFree(o).notes = 'n'.repeat(5000))),
    /Creature c1: notes: must be text of at most 4000 characters/,
    /クリーチャーc1：メモ：4000文字以内/,
  );
  add(
    'sudukuri',
    'limits',
    'a 300-character encounter name',
    mutate('sudukuri', (o) => (o.initial.name = 'N'.repeat(300))),
    /The encounter name is too long \(at most 80 characters/,
    /遭遇の名前が長すぎます（名前変更と同じく上限80文字）/,
  );
  add(
    'mounted4e',
    'limits',
    '5,001 creatures',
    mutate('mounted4e', (o) => {
      for (let i = 0; i < 5001; i++) o.initial.creatures[`x${i}`] = {};
    }),
    /The creature list has too many entries \(\d+; at most 5000\)/,
    /クリーチャー一覧の件数が多すぎます/,
  );
  add(
    'tenkai',
    'limits',
    'a grid of 1,000 × 1,000',
    mutate('tenkai', (o) => (o.initial.grid.width = 1000)),
    /Grid width must be a whole number from 1 to 400/,
    /グリッドの幅は1〜400の整数/,
  );

  // ——— text: bidi controls, zero-width-only names, lone surrogates ———
  each(
    'text',
    'a creature name with a right-to-left override',
    (o) => (firstFree(o).name = 'Ogre\u202egnik'),
    /name of creature c\d+ contains invisible or direction-changing characters/,
    /クリーチャーc\d+の名前に見えない文字や向きを変える文字/,
  );
  each(
    'text',
    'a creature name of zero-width spaces only',
    (o) => (firstFree(o).name = '\u200b\u200b\u200b'),
    /invisible or direction-changing/,
    /見えない文字/,
  );
  add(
    'mounted4e',
    'text',
    'an encounter name with bidi isolates',
    mutate('mounted4e', (o) => (o.initial.name = 'Ambush\u2066evil\u2069')),
    /name of the encounter contains invisible or direction-changing characters/,
    /遭遇データの名前に見えない文字/,
  );
  add(
    'tenkai',
    'text',
    'an encounter name of a zero-width joiner',
    mutate('tenkai', (o) => (o.initial.name = '\u200d')),
    /name of the encounter contains invisible/,
    /遭遇データの名前に見えない文字/,
  );
  add(
    'sudukuri',
    'text',
    'a lone surrogate in a name',
    mutate('sudukuri', (o) => (firstFree(o).name = 'LONE')).replace('"LONE"', '"Dr\\ud800agon"'),
    /not valid Unicode under "name"/,
    /「name」に正しくない文字/,
  );
  add(
    'mounted4e',
    'text',
    'a lone surrogate in a key',
    mutate('mounted4e', (o) => (o.initial.sys.KEY = 1)).replace('"KEY"', '"\\udc00"'),
    /not valid Unicode/,
    /正しくない文字/,
  );
  add(
    'tenkai',
    'text',
    'a glyph with a zero-width space',
    mutate('tenkai', (o) => (firstFree(o).glyph = 'A\u200b')),
    /Creature c1: label: must be text of at most 3 characters, without invisible/,
    /クリーチャーc1：記号：3文字以内の文字列（見えない文字/,
  );

  // ——— kernel fields of creatures, grid, turns ———
  add(
    'mounted4e',
    'kernel-fields',
    'grid width 0',
    mutate('mounted4e', (o) => (o.initial.grid.width = 0)),
    /Grid width must be a whole number from 1 to 400/,
    /グリッドの幅は1〜400の整数/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'grid height 2.5',
    mutate('sudukuri', (o) => (o.initial.grid.height = 2.5)),
    /Grid height must be a whole number/,
    /グリッドの高さは/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'a grid unit of furlongs',
    mutate('tenkai', (o) => (o.initial.grid.unit = 'furlong')),
    /The grid unit is invalid/,
    /グリッドの単位が不正/,
  );
  each(
    'kernel-fields',
    'an elevation map one square short',
    (o) => o.initial.grid.elevation.pop(),
    /elevation map does not match the grid size/,
    /高さの配列がグリッドの大きさと合いません/,
  );
  add(
    'mounted4e',
    'kernel-fields',
    'terrain code 7',
    mutate('mounted4e', (o) => (o.initial.grid.terrain[5] = 7)),
    /A terrain code is invalid/,
    /地形コードが不正/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'ground 1,000 high',
    mutate('sudukuri', (o) => (o.initial.grid.elevation[5] = 1000)),
    /Ground elevation must be a whole number from -100 to 100/,
    /地面の高さは-100〜100の整数/,
  );
  each(
    'kernel-fields',
    'a creature without HP',
    (o) => delete firstFree(o).hp,
    /Missing field "hp" in creature c\d+/,
    /クリーチャーc\d+に項目「hp」がありません/,
  );
  each(
    'kernel-fields',
    'an unknown creature field',
    (o) => (firstFree(o).evil = true),
    /Unknown field "evil" in creature c\d+/,
    /クリーチャーc\d+に不明な項目「evil」/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'an id that is not its key',
    mutate('tenkai', (o) => (cr(o, 'c4').id = 'c99')),
    /Creature id "c99" does not match its key "c4"/,
    /クリーチャーのID「c99」がキー「c4」と一致しません/,
  );
  add(
    'mounted4e',
    'kernel-fields',
    'an empty name',
    mutate('mounted4e', (o) => (cr(o, 'c10').name = '  ')),
    /Creature c10: .*name/i,
    /クリーチャーc10：.*名前/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'HP above the maximum',
    mutate('sudukuri', (o) => (cr(o, 'c2').hp = 999)),
    /Creature c2: HP: must be at most HP max/,
    /クリーチャーc2：体力点：最大体力以下/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'side "villain"',
    mutate('tenkai', (o) => (cr(o, 'c5').side = 'villain')),
    /Creature c5: side: must be one of party, enemy, neutral/,
    /クリーチャーc5：陣営：味方・敵・中立のいずれか/,
  );
  add(
    'mounted4e',
    'kernel-fields',
    'size "colossal"',
    mutate('mounted4e', (o) => (cr(o, 'c10').size = 'colossal')),
    /Creature c10: size/,
    /クリーチャーc10：サイズ/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'colour "red"',
    mutate('sudukuri', (o) => (cr(o, 'c3').color = 'red')),
    /Creature c3: colour: must be a colour like #3366cc/,
    /クリーチャーc3：色：#3366ccのような色/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'an unknown condition',
    mutate('tenkai', (o) => (cr(o, 'c5').conditions = ['cursed'])),
    /Creature c5: conditions/,
    /クリーチャーc5：状態/,
  );
  add(
    'mounted4e',
    'kernel-fields',
    'initiative one million',
    mutate('mounted4e', (o) => (cr(o, 'c10').initiative = 1000000)),
    /Creature c10: initiative: must be a whole number from -100 to 200/,
    /クリーチャーc10：イニシアチブ：-100〜200の整数/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'speed 1e9',
    mutate('sudukuri', (o) => (cr(o, 'c2').speed = 1e9)),
    /Creature c2: speed/,
    /クリーチャーc2：移動速度/,
  );
  // The dice (issue 26): version 1 and 2 files hold the legacy integer, version 3 the record, checked strictly.
  each(
    'kernel-fields',
    'the dice state negative (version 2)',
    (o) => ((o.version = 2), (o.initial.rng = -1)),
    /The dice state must be a whole number from 0 to 4294967295/,
    /ダイスの状態は0〜4294967295の整数/,
  );
  each(
    'kernel-fields',
    'the dice as an integer in a version-3 file',
    (o) => (o.initial.rng = 7),
    /The dice \(rng\) must be a record/,
    /ダイス（rng）はバージョン3のファイルでは/,
  );
  const dice = (o: Json): Json => o.initial.rng as Json;
  add(
    'mounted4e',
    'kernel-fields',
    'the dice key too short',
    mutate('mounted4e', (o) => (dice(o).key = 'A'.repeat(42))),
    /The dice key \(rng.key\) must be 43 base64url characters/,
    /ダイスの鍵（rng.key）は43文字のbase64url/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'the dice key in base64 (not base64url)',
    mutate('tenkai', (o) => (dice(o).key = `${'+'.repeat(42)}A`)),
    /The dice key \(rng.key\)/,
    /ダイスの鍵（rng.key）/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'the dice key not canonical (padding bits set)',
    mutate('sudukuri', (o) => (dice(o).key = `${'A'.repeat(42)}B`)),
    /The dice key \(rng.key\)/,
    /ダイスの鍵（rng.key）/,
  );
  add(
    'mounted4e',
    'kernel-fields',
    'the dice key a number',
    mutate('mounted4e', (o) => (dice(o).key = 12345)),
    /The dice key \(rng.key\)/,
    /ダイスの鍵（rng.key）/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'the dice position negative',
    mutate('tenkai', (o) => (dice(o).n = -1)),
    /The dice position \(rng.n\) must be a whole number from 0 to 9007199254740991/,
    /ダイスの位置（rng.n）は0〜9007199254740991の整数/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'the dice position 2⁵³ (not a safe integer)',
    mutate('sudukuri', (o) => (dice(o).n = 2 ** 53)),
    /The dice position \(rng.n\)/,
    /ダイスの位置（rng.n）/,
  );
  add(
    'mounted4e',
    'kernel-fields',
    'the dice position a fraction',
    mutate('mounted4e', (o) => (dice(o).n = 1.5)),
    /The dice position \(rng.n\)/,
    /ダイスの位置（rng.n）/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'the dice generator unknown',
    mutate('tenkai', (o) => (dice(o).alg = 'xorshift')),
    /The dice generator \(rng.alg\) must be "chacha20"/,
    /ダイスの生成器（rng.alg）は「chacha20」/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'the dice record with an extra field',
    mutate('sudukuri', (o) => (dice(o).seed = 1)),
    /Unknown field "seed" in the dice \(rng\)/,
    /ダイス（rng）に不明な項目「seed」/,
  );
  add(
    'mounted4e',
    'kernel-fields',
    'the dice record without its position',
    mutate('mounted4e', (o) => delete dice(o).n),
    /Missing field "n" in the dice \(rng\)/,
    /ダイス（rng）に項目「n」がありません/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'the legacy dice state out of range',
    mutate('tenkai', (o) => (o.initial.rng = { alg: 'mulberry32', state: 2 ** 32 })),
    /The old dice state \(rng.state\) must be a whole number from 0 to 4294967295/,
    /旧形式のダイスの状態（rng.state）は0〜4294967295の整数/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'the legacy dice record with a key',
    mutate('sudukuri', (o) => (o.initial.rng = { alg: 'mulberry32', state: 1, key: dice(o).key })),
    /Unknown field "key" in the dice \(rng\)/,
    /ダイス（rng）に不明な項目「key」/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'the next id 0',
    mutate('tenkai', (o) => (o.initial.nextId = 0)),
    /The next id must be a whole number from 1/,
    /次のIDは1/,
  );
  add(
    'mounted4e',
    'kernel-fields',
    'the current turn past the order',
    mutate('mounted4e', (o) => (o.initial.turns = { order: ['c10'], current: 3, round: 1 })),
    /The current turn must be a whole number from -1 to 0/,
    /現在の手番は-1〜0の整数/,
  );
  add(
    'sudukuri',
    'kernel-fields',
    'round −1',
    mutate('sudukuri', (o) => (o.initial.turns.round = -1)),
    /The round must be a whole number/,
    /ラウンドは/,
  );
  add(
    'tenkai',
    'kernel-fields',
    'an unknown field in the turns',
    mutate('tenkai', (o) => (o.initial.turns.phase = 'x')),
    /Unknown field "phase" in the initiative tracker/,
    /イニシアチブ表に不明な項目「phase」/,
  );

  // ——— duplicates ———
  each(
    'duplicates',
    'a condition twice',
    (o, s) => (firstFree(o).conditions = s === 'tenkai' ? ['hidden', 'hidden'] : ['prone', 'prone']),
    /conditions of creature c\d+ lists the same entry twice/,
    /クリーチャーc\d+の状態に同じ項目が重複しています/,
  );
  each(
    'duplicates',
    'a creature twice in the initiative order',
    (o) => {
      const id = firstFree(o).id as string;
      o.initial.turns = { order: [id, id], current: 0, round: 1 };
    },
    /initiative order of the initiative tracker lists the same entry twice/,
    /イニシアチブ表のイニシアチブ順に同じ項目が重複しています/,
  );
  add(
    'mounted4e',
    'duplicates',
    'a creature twice in the creature order',
    mutate('mounted4e', (o) => (o.initial.creatureOrder[1] = o.initial.creatureOrder[0])),
    /creature order does not match/,
    /クリーチャーの並び/,
  );
  add(
    'tenkai',
    'duplicates',
    'two statuses with one id',
    mutate('tenkai', (o) => {
      const st = {
        id: 'st1',
        kind: 'poison',
        sourceId: null,
        towardsId: null,
        power: 100,
        startResult: 'light',
        appliedTurn: 0,
        duration: 2,
        stage: 0,
        damage: 4,
        behaviour: null,
        repeats: 1,
        suppressedUntil: null,
        flags: [],
      };
      cr(o, 'c5').sys.statuses = [st, st];
    }),
    /Creature c5: .*status/i,
    /クリーチャーc5：/,
  );

  // ——— riding relations ———
  add(
    'mounted4e',
    'riding',
    'a rider away from its mount',
    mutate('mounted4e', (o) => (cr(o, 'c2').pos = { x: 9, y: 9 })),
    /Creature c2 rides a mount but is not in the mount's space/,
    /クリーチャーc2は乗騎に乗っているのに、乗騎の接敵面にいません/,
  );
  add(
    'tenkai',
    'riding',
    'a pilot away from its armour',
    mutate('tenkai', (o) => (cr(o, 'c8').pos = { x: 0, y: 0 })),
    /Creature c8 rides a mount but is not in the mount's space/,
    /クリーチャーc8は乗騎に乗っているのに/,
  );
  add(
    'mounted4e',
    'riding',
    'two riders on one mount',
    mutate('mounted4e', (o) => (cr(o, 'c3').isRider = true)),
    /is a second rider of one mount/,
    /同じ乗騎の2人目の乗り手/,
  );
  add(
    'sudukuri',
    'riding',
    'two riders on one mount',
    mutate('sudukuri', (o) => {
      cr(o, 'c1').mountId = 'c2';
      cr(o, 'c1').isRider = true;
      cr(o, 'c1').pos = { ...cr(o, 'c2').pos };
      cr(o, 'c3').mountId = 'c2';
      cr(o, 'c3').isRider = true;
      cr(o, 'c3').pos = { ...cr(o, 'c2').pos };
    }),
    /second rider of one mount/,
    /2人目の乗り手/,
  );
  add(
    'mounted4e',
    'riding',
    'a riding chain',
    mutate('mounted4e', (o) => {
      cr(o, 'c1').mountId = 'c10';
      cr(o, 'c1').pos = { ...cr(o, 'c10').pos };
    }),
    /rides a creature that itself rides another/,
    /乗騎が、さらに別のクリーチャーに乗っています/,
  );
  add(
    'tenkai',
    'riding',
    'a riding cycle',
    mutate('tenkai', (o) => {
      cr(o, 'c4').mountId = 'c5';
      cr(o, 'c5').mountId = 'c4';
      cr(o, 'c4').pos = { ...cr(o, 'c5').pos };
    }),
    /riding cycle/,
    /騎乗関係が循環/,
  );
  each(
    'riding',
    'isRider without a mount',
    (o) => (firstFree(o).isRider = true),
    /"isRider" does not fit its riding relation/,
    /「isRider」が騎乗関係と合いません/,
  );
  each(
    'riding',
    'a creature riding itself',
    (o) => {
      const c = firstFree(o);
      c.mountId = c.id;
    },
    /rides a creature that does not exist/,
    /乗騎が存在しません/,
  );

  // ——— spaces: off the map, overhang, blocking squares, overlap (per the system's stacking) ———
  each(
    'spaces',
    'off the map',
    (o) => (firstFree(o).pos = { x: o.initial.grid.width, y: 0 }),
    /stands off the map/,
    /地図の外にいます/,
  );
  add(
    'mounted4e',
    'spaces',
    'a Large creature hanging off the map',
    mutate('mounted4e', (o) => (cr(o, 'c10').pos = { x: 23, y: 8 })),
    /Creature c10 stands off the map/,
    /クリーチャーc10が地図の外/,
  );
  add(
    'sudukuri',
    'spaces',
    'a Huge creature hanging off the bottom',
    mutate('sudukuri', (o) => Object.assign(cr(o, 'c3'), { size: 'huge', pos: { x: 0, y: 6 } })),
    /Creature c3 stands off the map/,
    /クリーチャーc3が地図の外/,
  );
  add(
    'mounted4e',
    'spaces',
    'two creatures on one square (4e does not stack)',
    mutate('mounted4e', (o) => (cr(o, 'c10').pos = { ...cr(o, 'c6').pos })),
    /overlaps creature/,
    /と重なっています/,
  );
  add(
    'sudukuri',
    'spaces',
    'two creatures on one square (no stacking)',
    mutate('sudukuri', (o) => (cr(o, 'c3').pos = { ...cr(o, 'c2').pos })),
    /Creature c3 overlaps creature c2|Creature c2 overlaps creature c3/,
    /重なっています/,
  );

  // ——— pending decisions ———
  const PENDING_KIND: Partial<Record<SystemId, string>> = { mounted4e: 'mc.save', tenkai: 'tk.defence' };
  const pending = (o: Json, s: SystemId, patch: Json): void => {
    o.initial.pending = {
      kind: PENDING_KIND[s] ?? 'x',
      chooserId: null,
      prompt: { m: 'legacyText', en: 'Save?', ja: '？' },
      options: [{ id: 'a', label: { m: 'legacyText', en: 'A', ja: 'A' } }],
      ruleId: 'MC-X',
      playerFacing: false,
      context: {},
      ...patch,
    };
  };
  add(
    'sudukuri',
    'pending',
    'a decision in a system that has none',
    mutate('sudukuri', (o) => pending(o, 'sudukuri', { kind: 'sd.target' })),
    /pending decision "sd.target" is not one this rule system knows/,
    /決定待ちの種類「sd.target」/,
  );
  for (const s of ['mounted4e', 'tenkai'] as const) {
    const p = (name: string, patch: Json, en: RegExp, ja: RegExp) =>
      add(
        s,
        'pending',
        name,
        mutate(s, (o) => pending(o, s, patch)),
        en,
        ja,
      );
    p(
      'a decision of an unknown kind',
      { kind: 'mc.nope' },
      /pending decision "mc.nope" is not one this rule system knows/,
      /決定待ちの種類「mc.nope」/,
    );
    p('no options', { options: [] }, /The options of the pending decision is invalid/, /決定待ちの選択肢が不正/);
    p(
      'two options with one id',
      {
        options: [
          { id: 'a', label: { m: 'x' } },
          { id: 'a', label: { m: 'y' } },
        ],
      },
      /options of the pending decision lists the same entry twice/,
      /決定待ちの選択肢に同じ項目が重複/,
    );
    p(
      'an option square off the map',
      { options: [{ id: 'a', label: { m: 'x' }, square: { x: 500, y: 0 } }] },
      /The options of the pending decision is invalid/,
      /決定待ちの選択肢が不正/,
    );
    p(
      'a prompt that is a plain string',
      { prompt: 'Save or fall!' },
      /The question of the pending decision is not a well-formed message/,
      /決定待ちの質問がメッセージとして正しくありません/,
    );
  }
  add(
    'mounted4e',
    'pending',
    'a message key with spaces',
    mutate('mounted4e', (o) => pending(o, 'mounted4e', { prompt: { m: 'alert(1) x' } })),
    /not a well-formed message/,
    /メッセージとして正しくありません/,
  );
  add(
    'tenkai',
    'pending',
    'a label with a function-like object nested 10 deep',
    mutate('tenkai', (o) =>
      pending(o, 'tenkai', {
        options: [{ id: 'a', label: { m: 'x', p: { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } } } }],
      }),
    ),
    /The options of the pending decision is not a well-formed message/,
    /決定待ちの選択肢がメッセージとして正しくありません/,
  );
  add(
    'mounted4e',
    'pending',
    'an unknown field in the decision',
    mutate('mounted4e', (o) => pending(o, 'mounted4e', { secret: 1 })),
    /Unknown field "secret" in the pending decision/,
    /決定待ちに不明な項目「secret」/,
  );
  add(
    'tenkai',
    'pending',
    'a chooser that does not exist',
    mutate('tenkai', (o) => pending(o, 'tenkai', { chooserId: 'c99' })),
    /Who chooses in the pending decision is invalid/,
    /決定待ちで選ぶクリーチャーが不正/,
  );
  add(
    'mounted4e',
    'pending',
    'a 4e save decision with garbage in its context',
    mutate('mounted4e', (o) =>
      pending(o, 'mounted4e', { context: { job: { kind: 'save', saverId: 'c99' }, rest: [] } }),
    ),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  add(
    'tenkai',
    'pending',
    'a Tenkai defence decision without its attack',
    mutate('tenkai', (o) => pending(o, 'tenkai', { context: { spec: { attackerId: 'c1' } } })),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );

  // ——— palettes ———
  add(
    'mounted4e',
    'palettes',
    '201 palette lines',
    mutate('mounted4e', (o) => (o.initial.palettes = { gm: Array.from({ length: 201 }, () => '1d20') })),
    /The dice palettes is invalid/,
    /ダイスパレットが不正/,
  );
  add(
    'tenkai',
    'palettes',
    'a palette line with a bidi override',
    mutate('tenkai', (o) => (o.initial.palettes = { gm: ['1d20 \u202eevil'] })),
    /dice palettes of the encounter contains invisible or direction-changing characters/,
    /遭遇データのダイスパレットに見えない文字/,
  );
  add(
    'sudukuri',
    'palettes',
    'a palette of a creature that does not exist',
    mutate('sudukuri', (o) => (o.initial.palettes = { c99: ['1d6'] })),
    /The dice palettes is invalid/,
    /ダイスパレットが不正/,
  );

  // ——— each rule system's own state ———
  const sysCase = (s: SystemId, name: string, f: (o: Json) => void, en: RegExp, ja: RegExp) =>
    add(s, 'system-state', name, mutate(s, f), en, ja);
  // 4e
  sysCase(
    'mounted4e',
    'the fall rule as "yes"',
    (o) => (o.initial.sys.options.optionalFallRule = 'yes'),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'mounted4e',
    'an unknown field in the 4e state',
    (o) => (o.initial.sys.cheat = true),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'mounted4e',
    'an action set naming nobody',
    (o) =>
      (o.initial.sys.set = {
        owner: 'c99',
        members: [],
        round: 1,
        charged: false,
        left: { standard: 1, move: 1, minor: 1 },
        spent: [],
      }),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'mounted4e',
    'a grant to a mount that does not exist',
    (o) => (o.initial.sys.granted = [{ mount: 'c99', key: 'x' }]),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'mounted4e',
    'the next link 0',
    (o) => (o.initial.sys.nextLink = 0),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'mounted4e',
    'AC 500',
    (o) => (cr(o, 'c10').sys.defences.ac = 500),
    /Creature c10: .*(AC|ac)/i,
    /クリーチャーc10：/,
  );
  sysCase(
    'mounted4e',
    'an unknown riding trait',
    (o) => (cr(o, 'c1').sys.riding.flies = true),
    /Creature c1: .*riding\.flies/,
    /クリーチャーc1：/,
  );
  sysCase(
    'mounted4e',
    'a creature part that is a string',
    (o) => (cr(o, 'c10').sys = 'ogre'),
    /Creature c10/,
    /クリーチャーc10/,
  );
  sysCase(
    'mounted4e',
    'an initiative link to nobody',
    (o) => (cr(o, 'c1').sys.initLink = { rider: 'c99', serial: 0 }),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  // Tenkai
  sysCase('tenkai', 'a creature part that is a number', (o) => (cr(o, 'c5').sys = 42), /Creature c5/, /クリーチャーc5/);
  sysCase(
    'tenkai',
    'attack −5',
    (o) => (cr(o, 'c5').sys.stats.attack = -5),
    /Creature c5: .*attack|Creature c5:/,
    /クリーチャーc5：/,
  );
  sysCase(
    'tenkai',
    'the altitude band "space"',
    (o) => (cr(o, 'c5').sys.band = 'space'),
    /Creature c5:/,
    /クリーチャーc5：/,
  );
  sysCase(
    'tenkai',
    'statuses that are garbage',
    (o) => (cr(o, 'c5').sys.statuses = [{ kind: 'doom' }]),
    /Creature c5:/,
    /クリーチャーc5：/,
  );
  sysCase('tenkai', '練力 above its maximum', (o) => (cr(o, 'c1').sys.ki = 999), /Creature c1:/, /クリーチャーc1：/);
  sysCase(
    'tenkai',
    'an unknown field in the creature part',
    (o) => (cr(o, 'c1').sys.cheat = 1),
    /Creature c1:/,
    /クリーチャーc1：/,
  );
  sysCase(
    'tenkai',
    'an initiative result of "toString"',
    (o) => (o.initial.sys.initiative = { toString: { total: 1, die: 1, basis: 'agility' } }),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'tenkai',
    'a rating table cell that is not a result',
    (o) => {
      const rows = Array.from({ length: 22 }, () => Array.from({ length: 25 }, () => 'miss'));
      (rows[0] as string[])[0] = 'kaboom';
      o.initial.sys.ratingTable = { rows };
    },
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'tenkai',
    'a rating table of 3 rows',
    (o) => (o.initial.sys.ratingTable = { rows: [['miss'], ['miss'], ['miss']] }),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'tenkai',
    'an effect of a creature that does not exist',
    (o) => (o.initial.sys.effects = [{ id: 'e1', ownerId: 'c99', name: 'Ward', endsAtTurn: 2 }]),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'tenkai',
    'an activity of an unknown kind',
    (o) => (o.initial.sys.activities = [{ id: 'c1', kind: 'teleport', targetId: 'c7', turnsLeft: 1 }]),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'tenkai',
    'a round-member list naming a creature twice',
    (o) => (o.initial.sys.roundMembers = { c2: ['c1', 'c1'] }),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  // Sudukuri
  sysCase('sudukuri', 'attack −1 on the map', (o) => (cr(o, 'c2').sys.atk = -1), /Creature c2:/, /クリーチャーc2：/);
  sysCase(
    'sudukuri',
    'an unknown skill on the map',
    (o) => (cr(o, 'c2').sys.skills = { flyingPig: 1 }),
    /Creature c2:/,
    /クリーチャーc2：/,
  );
  sysCase(
    'sudukuri',
    'a battle with an unknown skill',
    (o) => (o.initial.sys.battle.opp[0].skills = { flyingPig: 1 }),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'sudukuri',
    'a battle with the target policy "random"',
    (o) => (o.initial.sys.battle.policy = 'random'),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'sudukuri',
    'a battle with a turn cap of 0',
    (o) => (o.initial.sys.battle.maxTurns = 0),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'sudukuri',
    'a battle character with HP above its maximum',
    (o) => (o.initial.sys.battle.pc[0].hp = 99),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'sudukuri',
    'a battle cursor at step 20',
    (o) => (o.initial.sys.battle.cursor.step = 20),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'sudukuri',
    'a battle naming a map creature that does not exist',
    (o) => (o.initial.sys.battle.opp[0].creatureId = 'c99'),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'sudukuri',
    'a battle with an unknown field',
    (o) => (o.initial.sys.battle.cheat = 1),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'sudukuri',
    'a battle with one id on both sides',
    (o) => (o.initial.sys.battle.opp[0].id = o.initial.sys.battle.pc[0].id),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  sysCase(
    'sudukuri',
    'a finished battle whose cursor runs on',
    (o) => (o.initial.sys.battle.result = { winner: 'pc', turn: 1, mutual: false }),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );

  // ——— commands the rules refuse (the log is replayed; one refusal fails the load) ———
  add(
    'mounted4e',
    'commands',
    'moving a creature that does not exist',
    mutate('mounted4e', (o) => o.commands.splice(1, 0, { type: 'moveCreature', id: 'c99', to: { x: 1, y: 1 } })),
    /Command 2 in the file cannot be applied/,
    /ファイルの2番目のコマンドを適用できません/,
  );
  add(
    'tenkai',
    'commands',
    'a command with an extra field of the wrong type',
    mutate('tenkai', (o) => o.commands.push({ type: 'changeHp', id: 'c5', amount: 'lots' })),
    /Command 2 in the file cannot be applied/,
    /ファイルの2番目のコマンド/,
  );
  add(
    'sudukuri',
    'commands',
    'a command without a type',
    mutate('sudukuri', (o) => o.commands.push({ kind: 'sdStep' })),
    /not a command/,
    /コマンドでないもの/,
  );
  add(
    'mounted4e',
    'commands',
    'a number in the command log',
    mutate('mounted4e', (o) => o.commands.push(42)),
    /not a command/,
    /コマンドでないもの/,
  );

  // ——— version 1 files (migrated, then checked like version 2) ———
  if (!v1Fixtures) return out;
  const { tenkai: v1Tenkai, mounted4e: v1Mounted, sudukuri: v1Sudukuri } = v1Fixtures;
  const v1 = (s: SystemId, fixture: unknown, name: string, f: (o: Json) => void, en: RegExp, ja: RegExp) => {
    const o = structuredClone(fixture) as Json;
    f(o);
    add(s, 'version-1', name, JSON.stringify(o), en, ja);
  };
  v1(
    'tenkai',
    v1Tenkai,
    'garbage in a creature’s Tenkai `ext`',
    (o) => (o.initial.creatures.c3.ext = { tenkai: { role: 'dragon-king' } }),
    /Creature c3/,
    /クリーチャーc3/,
  );
  v1(
    'tenkai',
    v1Tenkai,
    'a version-1 rating table of garbage',
    (o) => (o.initial.sys.tenkai.ratingTable = { rows: 'all hits' }),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  v1(
    'tenkai',
    v1Tenkai,
    'a version-1 effect of a creature that does not exist',
    (o) => (o.initial.sys.tenkai.effects = [{ id: 'e', ownerId: 'c99', name: 'x', endsAtTurn: 3 }]),
    /The rule-system state is invalid/,
    /ルール固有の状態が不正/,
  );
  v1(
    'mounted4e',
    v1Mounted,
    'a version-1 file with two riders on one mount',
    (o) => {
      const cs = Object.values(o.initial.creatures as Record<string, Json>);
      const mount = cs.find((c) => cs.some((r) => r.mountId === c.id));
      const other = cs.find((c) => c.mountId === null && c.id !== mount?.id && !cs.some((r) => r.mountId === c.id));
      if (mount && other) Object.assign(other, { mountId: mount.id, isRider: true, pos: { ...mount.pos } });
      for (const c of cs) if (c.mountId === mount?.id) c.isRider = true;
    },
    /second rider of one mount/,
    /2人目の乗り手/,
  );
  v1(
    'sudukuri',
    v1Sudukuri,
    'a version-1 battle with an unknown skill',
    (o) => {
      (o.initial.sys.sudukuri.opp[0] as Json).skills = { flyingPig: 1 };
    },
    /invalid|unknown|cannot/i,
    /不正|不明|できません/,
  );
  return out;
}
