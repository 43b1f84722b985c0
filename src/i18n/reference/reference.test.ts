/**
 * The rules reference: complete, bilingual, cited by the engine, searchable, and the source of the GM docs.
 *
 * "No English in Japanese": a Japanese field may contain Latin letters only inside
 *   - rule ids (MC-FM-2, B-5, TK-ST-CURSE, SD-R3 …),
 *   - dice notation (d20, 1D20, 2d6, 1d10, 50d10),
 *   - Tenkai's rank and dice modifiers (−3R, ±1R, D+1),
 *   - a metre unit after a number (10ｍ, as the Tenkai source writes it),
 *   - the abbreviations the Japanese sources themselves use: AC (seed 000), ＰＣ (seeds 002, 003), OP (the heading
 *     「乗騎から降ろされる OP」 of seed 000).
 * Full-width letters count as Latin (the text is NFKC-normalised first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderRulesDocs } from '../../../scripts/gen-rules-docs';
import { ruleSystems, allRules, ruleById, rulesOf, searchRules, loadReferences } from './index';
import type { Bilingual, RuleEntry, RuleSystem } from './types';

// The built-in systems' references are loaded on demand (start-up, issue 33).
await loadReferences();

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RULES_DIR = join(ROOT, 'src', 'rules');

/**
 * Entries that no non-test file of `src/rules` cites yet. The rules engine is being rewritten and keeps its ids;
 * these are to be cited there (a comment, a rejection's rule id or an event's rule list is enough). The list
 * must shrink to empty: the test fails when an id here becomes cited (remove it) or when any other entry is
 * uncited (cite it, or mark the entry `citedBy: { citedBy: 'docs', reason }` if the engine does not apply it).
 */
export const KNOWN_UNCITED: readonly string[] = [];

// ---- citation scanning -------------------------------------------------------------------------------------

const ID_RE = /\b(?:(?:MC|TK|SD)-[A-Z0-9]+(?:-[A-Z0-9]+)*|B-\d+)\b/g;

/** Ids cited in a text: exact ids (ranges "SD-STEP-01..13", "SD-R1..R5" and lists "MC-TURN-1/2" expanded) and families ("TK-ST-*"). */
export function citedIn(text: string): { ids: Set<string>; families: Set<string> } {
  const ids = new Set<string>();
  const families = new Set<string>();
  for (const m of text.matchAll(ID_RE)) {
    const id = m[0];
    const rest = text.slice((m.index ?? 0) + id.length, (m.index ?? 0) + id.length + 40);
    if (rest.startsWith('-*')) {
      families.add(id);
      continue;
    }
    if (rest.startsWith('-${')) continue; // generated in code (`SD-SK-${n}`); the file's range comment cites them
    ids.add(id);
    const tail = /^(.*?)(R?)(\d+)$/.exec(id);
    if (!tail) continue;
    const [, prefix, r, from] = tail as unknown as [string, string, string, string];
    const pad = (n: number) => `${prefix}${r}${String(n).padStart(from.length, '0')}`;
    const range = /^(?:\.\.|–)R?(\d+)\b/.exec(rest);
    if (range) {
      for (let n = Number(from) + 1; n <= Number(range[1]); n++) ids.add(pad(n));
      continue;
    }
    const list = /^(?:\/\d+)+/.exec(rest);
    if (list) for (const n of list[0].split('/').filter(Boolean)) ids.add(pad(Number(n)));
  }
  return { ids, families };
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return tsFiles(p);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Every id and family cited by the non-test `.ts` files of `src/rules`, with the first file citing each. */
function citationsInRules(): { ids: Map<string, string>; families: Map<string, string> } {
  const ids = new Map<string, string>();
  const families = new Map<string, string>();
  for (const file of tsFiles(RULES_DIR)) {
    const c = citedIn(readFileSync(file, 'utf8'));
    const where = relative(ROOT, file);
    for (const id of c.ids) if (!ids.has(id)) ids.set(id, where);
    for (const f of c.families) if (!families.has(f)) families.set(f, where);
  }
  return { ids, families };
}

// ---- Japanese without English ----------------------------------------------------------------------------

const ALLOWED_IN_JA = [
  /\b(?:(?:MC|TK|SD)-[A-Z0-9]+(?:-[A-Z0-9]+)*|B-\d+)\b/g, // rule ids
  /\b\d*[dD]\d+\b/g, // dice notation
  /[+\-−±]?\d+R(?![A-Za-z])/g, // rank modifiers
  /\bD[+\-−]\d+\b/g, // dice modifiers
  /\d+m(?![A-Za-z])/g, // metres
  /\b(?:AC|PC|OP)\b/g, // the sources' own abbreviations
];

/** Latin words left in a Japanese text once the allowed tokens are taken out. */
export function latinIn(ja: string): string[] {
  let s = ja.normalize('NFKC');
  for (const re of ALLOWED_IN_JA) s = s.replace(re, ' ');
  return s.match(/[A-Za-z]+/g) ?? [];
}

/** Every Japanese text of an entry, with a label saying which field. */
function japaneseFields(e: RuleEntry): [string, string][] {
  const out: [string, string][] = [];
  const add = (label: string, b: Bilingual | undefined) => {
    if (b) out.push([label, b.ja]);
  };
  add('title', e.title);
  add('statement', e.statement);
  add('group', e.group);
  if (e.source.kind === 'seed') add('source.section', e.source.section);
  add('ruling.does', e.ruling?.does);
  add('ruling.why', e.ruling?.why);
  add('ruling.switch', e.ruling?.switch);
  add('option.does', e.option?.does);
  add('option.switch', e.option?.switch);
  for (const t of e.terms ?? []) out.push(['terms', t]);
  for (const k of e.keywords?.ja ?? []) out.push(['keywords.ja', k]);
  return out;
}

const PATTERN: Record<RuleSystem, RegExp> = {
  mounted4e: /^(?:MC-[A-Z]+-\d+|MC-R\d+|MC-OPT-FALL|B-\d+)$/,
  tenkai: /^TK-(?:[A-Z]+-\d+|ST-[A-Z]+|R\d+)$/,
  sudukuri: /^SD-(?:TERM|SK|SK-\d{2}|STEP-\d{2}|R\d+)$/,
};

describe('rules reference: the entries', () => {
  it('every entry has an English and a Japanese title and statement, and the Japanese has no English words', () => {
    const problems: string[] = [];
    for (const e of allRules()) {
      for (const [field, b] of [
        ['title', e.title],
        ['statement', e.statement],
        ['group', e.group],
      ] as const) {
        if (!b.en.trim() || !b.ja.trim()) problems.push(`${e.id}: empty ${field}`);
      }
      if (e.ruling && (!e.ruling.does.en || !e.ruling.does.ja || !e.ruling.why.en || !e.ruling.why.ja))
        problems.push(`${e.id}: ruling without what/why`);
      for (const [field, ja] of japaneseFields(e)) {
        const latin = latinIn(ja);
        if (latin.length) problems.push(`${e.id} ${field}.ja: ${latin.join(', ')}`);
      }
      if (e.citedBy && !e.citedBy.reason.trim()) problems.push(`${e.id}: citedBy docs without a reason`);
    }
    expect(problems).toEqual([]);
  });

  it('the Latin check catches English and lets ids, dice and modifiers through', () => {
    expect(
      latinIn('乗り手は即座にセーヴィング・スローを行う（MC-FM-2、B-3、d20、1D20、2d6、−3R、D+1、10ｍ、ＰＣ側）'),
    ).toEqual([]);
    expect(latinIn('乗り手は save を行う')).toEqual(['save']);
    expect(latinIn('ｐｕｓｈ')).toEqual(['push']);
  });

  it("ids are unique and follow their system's pattern", () => {
    const seen = new Map<string, number>();
    for (const e of allRules()) seen.set(e.id, (seen.get(e.id) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([id]) => id)).toEqual([]);
    expect(
      allRules()
        .filter((e) => !PATTERN[e.system]!.test(e.id))
        .map((e) => `${e.system} ${e.id}`),
    ).toEqual([]);
  });

  it('rulings carry the ruling part, and the RULING ids are exactly the entries with one', () => {
    const ruled = allRules()
      .filter((e) => e.ruling)
      .map((e) => e.id);
    const rulingIds = allRules()
      .filter((e) => /^(?:MC|TK|SD)-R\d+$/.test(e.id))
      .map((e) => e.id);
    expect(ruled).toEqual(rulingIds);
  });

  // The digests' rule ids, kept in the repository (digest-ids.json) so that the check runs on every clone; where the
  // digests themselves are (../shared/rules), the list must equal what they cite.
  const digestDir = join(ROOT, '..', 'shared', 'rules');
  const DIGESTS = ['mounted-4e.md', 'tenkai.md', 'sudukuri.md'];
  const kept = JSON.parse(readFileSync(join(ROOT, 'src', 'i18n', 'reference', 'digest-ids.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  it('covers every rule id of the three digests', () => {
    const missing = DIGESTS.flatMap((f) => (kept[f] ?? []).filter((id) => !ruleById(id)).map((id) => `${f}: ${id}`));
    expect(DIGESTS.every((f) => (kept[f] ?? []).length > 10)).toBe(true);
    expect(missing).toEqual([]);
  });
  it('digest-ids.json lists what the digests cite (where ../shared/rules is present; else the kept list stands)', () => {
    const now = Object.fromEntries(
      DIGESTS.map((f) => [
        f,
        existsSync(join(digestDir, f))
          ? [...citedIn(readFileSync(join(digestDir, f), 'utf8')).ids].sort()
          : (kept[f] ?? []),
      ]),
    );
    expect(now).toEqual(kept);
  });
});

describe('rules reference: cited by the engine (src/rules, non-test .ts files)', () => {
  const { ids, families } = citationsInRules();

  it('every rule id cited in src/rules has an entry', () => {
    const unknown = [...ids].filter(([id]) => !ruleById(id)).map(([id, file]) => `${id} (${file})`);
    const unknownFamilies = [...families]
      .filter(([f]) => !allRules().some((e) => e.id.startsWith(`${f}-`)))
      .map(([f, file]) => `${f}-* (${file})`);
    expect(
      [...unknown, ...unknownFamilies],
      'rule ids cited in src/rules without an entry in src/i18n/reference',
    ).toEqual([]);
  });

  it('every entry is cited in src/rules, except the KNOWN_UNCITED list (which must shrink) and docs-only entries', () => {
    const uncited = allRules()
      .filter((e) => !ids.has(e.id) && !e.citedBy)
      .map((e) => e.id);
    const known = new Set(KNOWN_UNCITED);
    const newlyUncited = uncited.filter((id) => !known.has(id));
    const nowCited = KNOWN_UNCITED.filter((id) => !uncited.includes(id));
    expect.soft(newlyUncited, `entries no file of src/rules cites: ${newlyUncited.join(', ')}`).toEqual([]);
    expect
      .soft(nowCited, `cited now or no longer an entry, remove from KNOWN_UNCITED: ${nowCited.join(', ')}`)
      .toEqual([]);
  });

  it('the scanner expands ranges and lists and tells families from ids', () => {
    const c = citedIn('(SD-STEP-01..03, SD-R1..R3, MC-TURN-1/2, TK-ST-*, `SD-SK-${n}`, B-12)');
    expect([...c.ids].sort()).toEqual([
      'B-12',
      'MC-TURN-1',
      'MC-TURN-2',
      'SD-R1',
      'SD-R2',
      'SD-R3',
      'SD-STEP-01',
      'SD-STEP-02',
      'SD-STEP-03',
    ]);
    expect([...c.families]).toEqual(['TK-ST']);
  });
});

describe('rules reference: lookup and search', () => {
  it('ruleById finds an entry, also in lower case or full width; rulesOf splits by system', () => {
    expect(ruleById('MC-FM-2')?.title.ja).toBe('乗り手の強制移動');
    expect(ruleById('mc-fm-2')?.id).toBe('MC-FM-2');
    expect(ruleById('ＭＣ－ＦＭ－２')?.id).toBe('MC-FM-2');
    expect(ruleById('MC-FM-9')).toBeUndefined();
    expect(ruleSystems().flatMap((s) => rulesOf(s)).length).toBe(allRules().length);
    expect(rulesOf('tenkai').every((e) => e.id.startsWith('TK-'))).toBe(true);
  });

  it('押しやり and "push" both find MC-FM-2 and B-2, in either language', () => {
    for (const [q, lang] of [
      ['押しやり', undefined],
      ['push', undefined],
      ['push', 'ja'],
      ['押しやり', 'en'],
      ['PUSH', 'en'],
    ] as const) {
      const ids = searchRules(q, lang).map((e) => e.id);
      expect(ids, `${q} (${lang ?? 'any'})`).toContain('MC-FM-2');
      expect(ids, `${q} (${lang ?? 'any'})`).toContain('B-2');
      expect(ids, `${q} (${lang ?? 'any'})`).not.toContain('SD-SK-44');
    }
  });

  it('an id ranks first; id prefixes, width and kana do not matter; every word must match', () => {
    expect(searchRules('MC-FM-2')[0]?.id).toBe('MC-FM-2');
    expect(searchRules('b-5')[0]?.id).toBe('B-5');
    expect(searchRules('sd step 08')[0]?.id).toBe('SD-STEP-08');
    expect(
      searchRules('ＴＫ－ＡＬＴ')
        .map((e) => e.id)
        .slice(0, 3),
    ).toEqual(['TK-ALT-1', 'TK-ALT-2', 'TK-ALT-3']);
    expect(searchRules('せーゔぃんぐ・すろー').map((e) => e.id)).toContain('MC-PRONE-3');
    expect(searchRules('高速魔法')[0]?.id).toBe('SD-SK-44');
    expect(searchRules('rider save saddle').map((e) => e.id)).toEqual(
      expect.arrayContaining(['MC-FM-2', 'MC-PRONE-3']),
    );
    expect(searchRules('rider zzzz')).toEqual([]);
    expect(searchRules('  ')).toEqual([]);
    expect(searchRules('高空', undefined, 'tenkai').every((e) => e.system === 'tenkai')).toBe(true);
  });
});

describe('rules reference: the GM docs are generated from it', () => {
  it('docs/rules-*.md equal what scripts/gen-rules-docs.ts writes', () => {
    const stale = renderRulesDocs()
      .filter(({ file, text }) => !existsSync(join(ROOT, file)) || readFileSync(join(ROOT, file), 'utf8') !== text)
      .map(({ file }) => file);
    expect(stale, 'run npx tsx scripts/gen-rules-docs.ts').toEqual([]);
  });

  it('each generated file is marked, lists every entry of its system and keeps the rulings and optional rules', () => {
    for (const { file, text } of renderRulesDocs()) {
      expect(text.startsWith('<!-- generated by scripts/gen-rules-docs.ts from src/i18n/reference')).toBe(true);
      const system = ruleSystems().find((s) => file.includes(s === 'mounted4e' ? 'mounted-4e' : s)) as RuleSystem;
      for (const e of rulesOf(system)) {
        expect(text, `${file}: ${e.id}`).toContain(`#### ${e.id} — ${e.title.en} · ${e.title.ja}`);
        expect(text, `${file}: ${e.id}`).toContain(e.statement.ja);
        if (e.ruling) expect(text).toContain(e.ruling.does.en);
        if (e.option) expect(text).toContain(e.option.switch.en);
      }
    }
  });
});
