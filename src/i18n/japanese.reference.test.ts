/**
 * Issue 30: no English left in Japanese text. Everything the app writes in Japanese is rendered here and must
 * hold no Latin word outside a short allow-list (`japanese.fixtures.ts`), and no lower-case dice notation.
 *
 * Here: what a player asks for in the approval queue; every entry of the rules reference (statements, sections,
 * rulings, the source it names) and its GM prose; the board's own text: the glyphs of every built-in creature,
 * height badges, status chips.
 */
import { describe, expect, it } from 'vitest';
import { sampleEncounter } from '../app/sample';
import { sampleTenkaiEncounter } from '../app/sampleTenkai';
import { describeCommand } from '../app/session/host';
import { SYSTEMS } from '../rules/registry';
import { commandName } from './commandNames';
import { flagsFor } from '../render/tokenFacts';
import { templateGlyph } from '../ui/templateGlyph';
import { effectMark } from './systems/mounted4e/effectMarks';
import { CONDITIONS, DAMAGE_TYPES, DEFENCES, DURATION_KINDS } from '../rules/mounted4e';
import { chipsOf } from '../render/tokenFacts';
import { uiOf } from '../ui/systems';
import { allRules, docsOf, loadReferences, ruleSystems, sourceText } from './reference';
import { englishIn } from './japanese.fixtures';

// The built-in systems' references are loaded on demand (start-up, issue 33).
await loadReferences();

describe('Japanese text: what a player asks for, in the approval queue', () => {
  it('every command a player may send has a name in both languages; the queue never shows an identifier', () => {
    const types = Object.values(SYSTEMS).flatMap((s) => Object.keys(s.players?.permissions ?? {}));
    expect(types.length).toBeGreaterThan(25);
    for (const type of types) {
      expect(commandName(type, 'ja'), type).not.toBe('操作');
      expect(englishIn(commandName(type, 'ja')), type).toEqual([]);
    }
    const enc = sampleEncounter('ja');
    const text = describeCommand(enc, { type: 'shift', id: 'c2', to: { x: 1, y: 2 } } as never);
    expect(text.ja).toBe('シフト・サー・アルドリック → (1, 2)');
    expect(englishIn(describeCommand(enc, { type: 'moveCreature', id: 'c1', to: { x: 3, y: 3 } } as never).ja)).toEqual(
      [],
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The rules reference.

describe('Japanese text: the rules reference', () => {
  it('every entry (statement, section, rulings, options) and its source name the document, not a file', () => {
    const found: string[] = [];
    for (const r of allRules()) {
      for (const s of jaStrings(r)) {
        const left = englishIn(s);
        if (left.length) found.push(`${r.id}: ${left.join(', ')} ← ${s.slice(0, 80)}`);
      }
      const source = sourceText(r.source, 'ja');
      if (/\.txt\b|[0-9a-f]{8,}/.test(source) || englishIn(source).length) found.push(`${r.id}: source ${source}`);
    }
    expect(allRules().length).toBeGreaterThan(200);
    expect(found).toEqual([]);
  });

  it('the GM prose of each system', () => {
    const found = ruleSystems()
      .map((s) => docsOf(s)!)
      .flatMap((d) => jaStrings(d).flatMap((s) => englishIn(s)));
    expect(found).toEqual([]);
  });

  it('the source of a rule from a seed names its document (both languages), never the seed file', () => {
    const r = allRules().find((x) => x.source.kind === 'seed' && x.id.startsWith('SD-'));
    expect(r && sourceText(r.source, 'ja')).toMatch(/^『巣作りドラゴン』ルールブック（抄）/);
    expect(r && sourceText(r.source, 'en')).not.toMatch(/\.txt/);
  });
});

/** Every `ja` string in a plain-data tree. */
function jaStrings(x: unknown): string[] {
  if (Array.isArray(x)) return x.flatMap(jaStrings);
  if (x && typeof x === 'object')
    return Object.entries(x).flatMap(([k, v]) => (k === 'ja' && typeof v === 'string' ? [v] : jaStrings(v)));
  return [];
}

// ---------------------------------------------------------------------------------------------------------------
// The board's own text.

describe('Japanese text: on the board', () => {
  it('every built-in creature of every system has a Japanese glyph', () => {
    for (const system of ['mounted4e', 'tenkai', 'sudukuri'])
      for (const tpl of uiOf(system).templates ?? [])
        expect(englishIn(templateGlyph(tpl, 'ja') ?? ''), tpl.key).toEqual([]);
  });

  it('the 4e effect marks of every condition, defence, damage type and duration', () => {
    // Every condition, defence, damage type and duration kind the 4e rules know.
    const whats = [
      ...CONDITIONS.map((condition) => ({ kind: 'condition', condition }) as const),
      { kind: 'attack', value: -2 } as const,
      ...[...DEFENCES, 'all'].map((defence) => ({ kind: 'defence', defence, value: 2 }) as const),
      ...DAMAGE_TYPES.map((damageType) => ({ kind: 'ongoing', amount: 5, damageType }) as const),
    ];
    const durations = DURATION_KINDS;
    const found = whats.flatMap((what) =>
      durations.flatMap((kind) => englishIn(effectMark({ what: what as never, duration: { kind } }, 'ja'))),
    );
    expect(found).toEqual([]);
    expect(
      effectMark({ what: { kind: 'condition', condition: 'dazed' } as never, duration: { kind: 'saveEnds' } }, 'en'),
    ).toBe('Dz/SE');
  });

  it('the sample encounters: glyphs, height badges and chips in Japanese (squares, not feet, on a 4e board)', () => {
    for (const enc of [sampleEncounter('ja'), sampleTenkaiEncounter('ja')]) {
      const flags = flagsFor(enc, { selectedId: null, lang: 'ja', mode: 'gm' });
      for (const id of enc.creatureOrder) {
        const c = enc.creatures[id];
        if (!c) continue;
        const f = flags(c);
        const sick = { ...c, conditions: ['prone', 'dazed', 'stunned', 'immobilised', 'restrained', 'squeezing'] };
        expect(englishIn(`${c.glyph} ${f.height} ${chipsOf(c, f)} ${chipsOf(sick, flags(sick))}`), c.name).toEqual([]);
      }
    }
    const griffon = sampleEncounter('ja');
    const g = Object.values(griffon.creatures).find((c) => c.elevation === 3);
    expect(g && flagsFor(griffon, { selectedId: null, lang: 'ja', mode: 'gm' })(g).height).toBe('↑3マス');
    expect(g && flagsFor(griffon, { selectedId: null, lang: 'en', mode: 'gm' })(g).height).toBe('↑15ft');
  });
});
