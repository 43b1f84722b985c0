/**
 * The rules reference: every rule id of the three systems with its statement in English and Japanese, its
 * source and, for rulings, what the app does. Pure data and pure functions (no React): the in-app rules panel,
 * the rule-id chips and `scripts/gen-rules-docs.ts` all read from here.
 */
import { coreRules } from './mounted4e-core';
import { mountedRules } from './mounted4e';
import { mountedRulings } from './mounted4e-rulings';
import { mountedWallRulings, tenkaiWallRulings } from './rulings-walls';
import { sudukuriSkills } from './sudukuri';
import { sudukuriSteps } from './sudukuri-steps';
import { tenkaiCoreRules } from './tenkai';
import { tenkaiSpecialRules } from './tenkai-special';
import { mounted4eDocs, sudukuriDocs, tenkaiDocs } from './docs';
export { tenkaiDefaultRating } from './docs';
import type { RefLang, RuleEntry, RuleSource, RuleSystem, SystemDocs } from './types';

export type * from './types';

/** The three systems in the order the reference lists them. */
export const RULE_SYSTEMS: readonly RuleSystem[] = ['mounted4e', 'tenkai', 'sudukuri'];

/** Every entry, system by system, each in reference order. */
export const allRules: readonly RuleEntry[] = [
  ...mountedRules,
  ...coreRules,
  ...mountedRulings,
  ...mountedWallRulings,
  ...tenkaiCoreRules,
  ...tenkaiSpecialRules,
  ...tenkaiWallRulings,
  ...sudukuriSkills,
  ...sudukuriSteps,
];

/** The GM-docs prose per system (the generator adds the entries). */
export const systemDocs: Readonly<Record<RuleSystem, SystemDocs>> = {
  mounted4e: mounted4eDocs,
  tenkai: tenkaiDocs,
  sudukuri: sudukuriDocs,
};

const byId = new Map(allRules.map((r) => [r.id, r]));

/** The entry of a rule id ('MC-FM-2', 'b-5' and full-width 'ＭＣ－ＦＭ－２' work too), or undefined. */
export function ruleById(id: string): RuleEntry | undefined {
  return byId.get(id) ?? byId.get(id.normalize('NFKC').trim().toUpperCase());
}

/**
 * The source documents by seed file (`shared/seeds/`): the names a reader knows them by (issue 30: the reference
 * names the document, never the file).
 */
const SEED_DOCUMENTS: Readonly<Record<string, { en: string; ja: string }>> = {
  '000_dad6c56fbe77d199.txt': { en: 'Mounted Combat (house rules)', ja: '『騎乗戦闘』（ハウス・ルール）' },
  '002_5bcc4c3db3cd215b.txt': { en: '舵天照 combat rules', ja: '『舵天照』戦闘ルール' },
  '003_f46bc3f7b8021b3d.txt': { en: '巣作りドラゴン rulebook (excerpt)', ja: '『巣作りドラゴン』ルールブック（抄）' },
};

/** The 4e books by the names their Japanese editions carry. */
const BOOKS_JA: Readonly<Record<string, string>> = {
  'D&D 4th Edition Rules Compendium': '『D&D第4版 ルールズ・コンペンディウム』',
};

/** Where a rule comes from, as the reference shows it: the document and its section, or the book and page. */
export function sourceText(src: RuleSource, lang: RefLang): string {
  if (src.kind === 'book') {
    const book = lang === 'ja' ? (BOOKS_JA[src.book] ?? src.book) : src.book;
    return src.page ? `${book} ${lang === 'ja' ? `${src.page.replace(/^p\.\s*/, '')}ページ` : src.page}` : book;
  }
  const doc = SEED_DOCUMENTS[src.seed]?.[lang] ?? (lang === 'ja' ? '原典' : 'the source');
  return lang === 'ja' ? `${doc}「${src.section.ja}」` : `${doc}, ${src.section.en}`;
}

/** The entries of one system, in reference order. */
export function rulesOf(system: RuleSystem): RuleEntry[] {
  return allRules.filter((r) => r.system === system);
}

/**
 * Search form of a text: NFKC (full-width ＡＢＣ/１２３ and half-width ｶﾅ fold to their usual forms), lower
 * case, katakana folded to hiragana, runs of white space to one space.
 */
export function searchForm(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/\s+/g, ' ')
    .trim();
}

/** An id with separators removed, for id matching ("mc fm 2", "MC-FM-2" and "mcfm2" are the same). */
function idForm(s: string): string {
  return searchForm(s).replace(/[\s\-‐‑–—_・.]/g, '');
}

interface Indexed {
  entry: RuleEntry;
  order: number;
  id: string;
  title: Record<RefLang, string>;
  words: string;
  text: string;
}

let index: Indexed[] | null = null;
function indexed(): Indexed[] {
  if (index) return index;
  index = allRules.map((entry, order) => {
    const r = entry.ruling;
    const o = entry.option;
    const texts = [entry.statement, entry.group, r?.does, r?.why, r?.switch, o?.does, o?.switch];
    return {
      entry,
      order,
      id: idForm(entry.id),
      title: { en: searchForm(entry.title.en), ja: searchForm(entry.title.ja) },
      words: searchForm(
        [...(entry.terms ?? []), ...(entry.keywords?.en ?? []), ...(entry.keywords?.ja ?? [])].join('\n'),
      ),
      text: searchForm(texts.flatMap((t) => (t ? [t.en, t.ja] : [])).join('\n')),
    };
  });
  return index;
}

/** Rank of one query word in one entry (lower is better), or null when it does not occur. */
function wordRank(e: Indexed, word: string, lang: RefLang | undefined): number | null {
  const other: RefLang = lang === 'ja' ? 'en' : 'ja';
  const first: RefLang = lang ?? 'en';
  if (e.title[first].includes(word)) return 2;
  if (e.title[other].includes(word)) return lang ? 3 : 2;
  if (e.words.includes(word)) return 4;
  if (e.text.includes(word)) return 5;
  if (e.id.includes(idForm(word)) && idForm(word).length > 1) return 6;
  return null;
}

/**
 * Search the reference: case-, width- and kana-insensitive, in both languages whatever `lang` is (it only
 * ranks titles in that language first). Matches the id, titles, statements, terms, keywords and rulings; every
 * word of the query must occur. Order: exact id, id prefix, then by where the words occur (title, terms and
 * keywords, text), then reference order. An empty query returns nothing.
 */
export function searchRules(query: string, lang?: RefLang, system?: RuleSystem): RuleEntry[] {
  const q = searchForm(query);
  if (!q) return [];
  const qId = idForm(q);
  const words = q.split(' ');
  const hits: { e: Indexed; score: number }[] = [];
  for (const e of indexed()) {
    if (system && e.entry.system !== system) continue;
    let score: number | null = null;
    if (qId && e.id === qId) score = 0;
    else if (qId.length > 1 && e.id.startsWith(qId)) score = 1;
    else {
      let sum = 0;
      for (const w of words) {
        const r = wordRank(e, w, lang);
        if (r === null) {
          sum = -1;
          break;
        }
        sum += r;
      }
      if (sum >= 0) score = 1 + sum / words.length;
    }
    if (score !== null) hits.push({ e, score });
  }
  hits.sort((a, b) => a.score - b.score || a.e.order - b.e.order);
  return hits.map((h) => h.e.entry);
}
