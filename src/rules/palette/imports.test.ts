/** Character imports (issue 30): ココフォリア's clipboard and ユドナリウム's zip, realistic samples and hostile ones. */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apply, newEncounter, systemFor, testDice, type SystemId } from '..';
import { creatureFromImport, prepareLine, readCocofolia, readYudonarium } from '.';

/** What ココフォリア puts on the clipboard for "キャラクターをコピー" (a 舵天照 character, as a user would have it). */
const COCOFOLIA_SAMPLE = JSON.stringify({
  kind: 'character',
  data: {
    name: '鷹取 志乃',
    memo: '陰陽師。\n雲海の上では慎重に。',
    initiative: 12,
    externalUrl: '',
    status: [
      { label: 'HP', value: 34, max: 40 },
      { label: '練力', value: 45, max: 60 },
    ],
    params: [
      { label: '命中', value: '118' },
      { label: '回避', value: '96' },
      { label: '器用度', value: '12' },
    ],
    iconUrl: 'https://storage.ccfolia-cdn.net/users/abc/files/shino.png',
    faces: [{ iconUrl: 'https://storage.ccfolia-cdn.net/users/abc/files/shino2.png', label: '笑顔' }],
    x: 0,
    y: 0,
    angle: 0,
    width: 4,
    height: 4,
    active: true,
    secret: false,
    invisible: false,
    hideStatus: false,
    color: '#e0b000',
    commands: '//補正=10\n2D20+{命中}+{補正} 命中判定\n1D20+{器用度} 器用\n:HP-5\n:練力-3\n',
    owner: 'xyz',
  },
});

const encounter = (system: SystemId) => newEncounter({ system, dice: testDice(9) });

describe('ココフォリア clipboard', () => {
  it('makes a 舵天照 creature: HP, 命中/回避 into the sheet, 練力, the rest as variables, the palette, the url in notes', () => {
    const r = readCocofolia(COCOFOLIA_SAMPLE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const enc = encounter('tenkai');
    const sys = systemFor(enc);
    const made = creatureFromImport(sys, r.value, { x: 2, y: 2 });
    if (!made.ok) throw new Error('refused');
    expect(made.value.palette).toEqual([
      '//器用度=12',
      '//補正=10',
      '2D20+{命中}+{補正} 命中判定',
      '1D20+{器用度} 器用',
      ':HP-5',
      ':練力-3',
    ]);
    expect(made.value.iconUrl).toEqual({
      url: 'https://storage.ccfolia-cdn.net/users/abc/files/shino.png',
      kept: true,
    });
    const added = apply(enc, { type: 'addCreature', creature: made.value.creature });
    if (!added.ok) throw new Error(JSON.stringify(added));
    const id = added.state.creatureOrder[0]!;
    const c = added.state.creatures[id]!;
    expect([c.name, c.hp, c.hpMax, c.initBonus]).toEqual(['鷹取 志乃', 34, 40, 12]);
    expect(c.notes).toContain('storage.ccfolia-cdn.net');
    expect(c.sys).toMatchObject({ stats: { accuracy: 118, evasion: 96 }, ki: 45, kiMax: 60 });
    const withPalette = apply(added.state, { type: 'setPalette', owner: id, lines: [...made.value.palette] });
    if (!withPalette.ok) throw new Error('palette');
    const s = withPalette.state;
    expect(prepareLine(sys, s, id, s.palettes[id]![2]!)).toMatchObject({ ok: true, text: '2D20+118+10 命中判定' });
    expect(prepareLine(sys, s, id, ':練力-3')).toMatchObject({
      ok: true,
      command: { type: 'tkEditData', patch: { ki: 42 } },
    });
  });

  it('makes a 4e creature: HP, and 命中 as a palette variable', () => {
    const r = readCocofolia(COCOFOLIA_SAMPLE);
    if (!r.ok) throw new Error('read');
    const made = creatureFromImport(systemFor(encounter('mounted4e')), r.value, { x: 1, y: 1 });
    if (!made.ok) throw new Error('made');
    expect(made.value.palette.slice(0, 4)).toEqual(['//命中=118', '//回避=96', '//器用度=12', '//練力=45']);
    expect(made.value.creature).toMatchObject({ hp: 34, hpMax: 40 });
  });

  it.each([
    ['not JSON', 'ただの文章', 'notJson'],
    ['another kind', JSON.stringify({ kind: 'room', data: {} }), 'notCharacter'],
    ['a name that is an object', JSON.stringify({ kind: 'character', data: { name: { x: 1 } } }), 'badField'],
    ['a bidi override in the name', JSON.stringify({ kind: 'character', data: { name: 'a\u202eb' } }), 'badText'],
    ['a huge memo', JSON.stringify({ kind: 'character', data: { name: 'a', memo: 'x'.repeat(5000) } }), 'tooLong'],
    [
      'a status value of 1e300',
      JSON.stringify({ kind: 'character', data: { name: 'a', status: [{ label: 'HP', value: 1e300 }] } }),
      'badField',
    ],
    [
      '500 statuses',
      JSON.stringify({ kind: 'character', data: { name: 'a', status: Array(500).fill({ label: 'x', value: 1 }) } }),
      'tooLong',
    ],
    [
      'a javascript: picture',
      JSON.stringify({ kind: 'character', data: { name: 'a', iconUrl: 'javascript:alert(1)' } }),
      'badField',
    ],
    [
      '300 palette lines',
      JSON.stringify({ kind: 'character', data: { name: 'a', commands: '1D6\n'.repeat(300) } }),
      'tooLong',
    ],
    ['3 MB of text', 'x'.repeat(3_000_000), 'tooBig'],
  ])('refuses %s with a reason', (_what, text, e) => {
    const r = readCocofolia(text);
    expect(r).toMatchObject({ ok: false, error: { e } });
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const HASH = 'a3f1c2d4e5b6a7980123456789abcdef0123456789abcdef0123456789abcdef';

/** A ユドナリウム room save as it writes it: data.xml with <room><game-object-list>, the picture by its identifier. */
function yudonariumZip(): Uint8Array {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<room><game-object-list>
<character location.name="table" location.x="50" location.y="100" posZ="0" rotate="0" roll="0">
  <data name="character">
    <data name="image"><data type="image" name="imageIdentifier">${HASH}</data></data>
    <data name="common"><data name="name">ゴブリン &amp; 手下</data><data name="size">1</data></data>
    <data name="detail">
      <data name="リソース">
        <data type="numberResource" currentValue="8" name="HP">12</data>
        <data type="numberResource" currentValue="3" name="MP">5</data>
      </data>
      <data name="情報"><data type="note" name="説明">洞窟の見張り。</data></data>
      <data name="能力"><data name="命中">4</data></data>
    </data>
  </data>
  <chat-palette dicebot="">//ダメージ=2D6
2D6+{命中} 攻撃
{ダメージ} ダメージ</chat-palette>
</character>
</game-object-list></room>`;
  return zipSync({ 'data.xml': strToU8(xml), [`${HASH}.png`]: PNG, 'bgm.mp3': new Uint8Array(10) });
}

describe('ユドナリウム zip', () => {
  it('reads a room save: name, HP from リソース, values, notes, palette, the picture by its identifier', () => {
    const r = readYudonarium(yudonariumZip());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value).toHaveLength(1);
    const ch = r.value[0]!;
    expect(ch).toMatchObject({ name: 'ゴブリン & 手下', memo: '洞窟の見張り。', size: 1 });
    expect(ch.statuses).toEqual([
      { label: 'HP', value: 8, max: 12 },
      { label: 'MP', value: 3, max: 5 },
    ]);
    expect(ch.params).toEqual([{ label: '命中', value: '4' }]);
    expect(ch.palette).toEqual(['//ダメージ=2D6', '2D6+{命中} 攻撃', '{ダメージ} ダメージ']);
    expect(ch.picture?.bytes).toEqual(PNG);
    const made = creatureFromImport(systemFor(encounter('mounted4e')), ch, { x: 0, y: 0 });
    expect(made).toMatchObject({ ok: true, value: { creature: { hp: 8, hpMax: 12 } } });
  });

  const xmlZip = (xml: string) => zipSync({ 'c.xml': strToU8(xml) });
  it.each([
    ['not a zip', strToU8('PK but not really a zip file at all.....'), 'notZip'],
    ['plain text', strToU8('hello'), 'notZip'],
    ['no character', xmlZip('<room></room>'), 'noCharacters'],
    ['broken XML', xmlZip('<character><data name="character"></character>'), 'badXml'],
    ['a DOCTYPE with entities', xmlZip('<!DOCTYPE x [<!ENTITY a "aaaa">]><character/>'), 'badXml'],
    ['XML nested 100 deep', xmlZip(`${'<data>'.repeat(100)}${'</data>'.repeat(100)}`), 'xmlTooDeep'],
    [
      '600 files',
      zipSync(Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`${i}.xml`, strToU8('<a/>')]))),
      'tooManyEntries',
    ],
    ['a 200 MB zip bomb', zipSync({ 'bomb.xml': new Uint8Array(200 * 1024 * 1024) }, { level: 9 }), 'unzippedTooBig'],
    [
      'a character with a control character in its name',
      xmlZip(
        '<character><data name="character"><data name="common"><data name="name">a&#1;b</data></data></data></character>',
      ),
      'badXml',
    ],
  ])('refuses %s with a reason', (_what, zip, e) => {
    expect(readYudonarium(zip)).toMatchObject({ ok: false, error: { e } });
  });
});
