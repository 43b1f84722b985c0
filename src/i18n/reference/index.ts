/**
 * The rules reference: every rule id of every rule system whose catalogue carries a reference, with its statement in English and Japanese, its
 * source and, for rulings, what the app does. Pure data and pure functions (no React): the in-app rules panel,
 * the rule-id chips and `scripts/gen-rules-docs.ts` all read from here.
 *
 * Start-up (issue 33): a catalogue may carry its reference as a loader (the built-in systems do: their texts are
 * their own chunks, ~220 kB the board's first frame does not wait for). Until {@link loadReferences} has loaded it,
 * a system's entries are not here: `ruleById` gives undefined (the UI shows the rule id, never another text) and
 * {@link referencesLoaded} says false; {@link onReferencesLoaded} tells when they come.
 */
import { CATALOGUES } from '../catalogues';
import type { Bilingual, RefLang, RuleEntry, RuleSource, RuleSystem, SystemDocs, SystemReference } from './types';

export type * from './types';

/** The references loaded so far, by system id (a catalogue's own object, or what its loader gave). */
const loaded = new Map<string, SystemReference>();
let loadedCount = 0;
const listeners = new Set<() => void>();

/** A system's reference if it is here (loaded, or carried as an object). */
function referenceOf(id: string): SystemReference | undefined {
  const ref = CATALOGUES[id]!.reference;
  return typeof ref === 'function' ? loaded.get(id) : ref;
}

/** Every registered catalogue's reference is here (none waits to be loaded). */
export function referencesLoaded(): boolean {
  return Object.keys(CATALOGUES).every((id) => typeof CATALOGUES[id]!.reference !== 'function' || loaded.has(id));
}

let loading: Promise<void> | null = null;

/**
 * Load every reference a catalogue carries as a loader (once; a failed chunk is asked again on the next call) and
 * tell the listeners. Resolves when all are here.
 */
export function loadReferences(): Promise<void> {
  if (referencesLoaded()) return Promise.resolve();
  loading ??= Promise.all(
    Object.keys(CATALOGUES).map(async (id) => {
      const ref = CATALOGUES[id]!.reference;
      if (typeof ref !== 'function' || loaded.has(id)) return;
      loaded.set(id, await ref());
      loadedCount++;
    }),
  ).then(
    () => {
      loading = null;
      for (const f of [...listeners]) f();
    },
    (e: unknown) => {
      loading = null;
      for (const f of [...listeners]) f();
      throw e;
    },
  );
  return loading;
}

/** Be told when references have been loaded. Returns the unsubscribe. */
export function onReferencesLoaded(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** The reference as the registered catalogues make it, rebuilt when a catalogue is registered or a reference loaded. */
interface Built {
  readonly catalogues: number;
  readonly loaded: number;
  readonly systems: readonly RuleSystem[];
  readonly rules: readonly RuleEntry[];
  readonly byId: ReadonlyMap<string, RuleEntry>;
  readonly seeds: ReadonlyMap<string, Bilingual>;
  index: Indexed[] | null;
}
let built: Built | null = null;

function current(): Built {
  const ids = Object.keys(CATALOGUES);
  if (built && built.catalogues === ids.length && built.loaded === loadedCount) return built;
  const systems: RuleSystem[] = [];
  const rules: RuleEntry[] = [];
  const seeds = new Map<string, Bilingual>();
  for (const id of ids) {
    if (!CATALOGUES[id]!.reference) continue;
    systems.push(id);
    const ref = referenceOf(id);
    if (!ref) continue;
    // An entry counts for the system whose catalogue carries it (a catalogue cannot list another system's rules).
    for (const r of ref.rules) if (r.system === id) rules.push(r);
    for (const [seed, name] of Object.entries(ref.seeds ?? {})) seeds.set(seed, name);
  }
  built = {
    catalogues: ids.length,
    loaded: loadedCount,
    systems,
    rules,
    byId: new Map(rules.map((r) => [r.id, r])),
    seeds,
    index: null,
  };
  return built;
}

/** The systems that have a reference, in the registry's order (a system without one: "no reference"). */
export function ruleSystems(): readonly RuleSystem[] {
  return current().systems;
}

/** Every entry, system by system, each in reference order. */
export function allRules(): readonly RuleEntry[] {
  return current().rules;
}

/** The GM-docs prose of a system (the generator adds the entries), or undefined when it has none. */
export function docsOf(system: RuleSystem): SystemDocs | undefined {
  return Object.prototype.hasOwnProperty.call(CATALOGUES, system) ? referenceOf(system)?.docs : undefined;
}

/** The entry of a rule id ('MC-FM-2', 'b-5' and full-width 'ＭＣ－ＦＭ－２' work too), or undefined. */
export function ruleById(id: string): RuleEntry | undefined {
  const { byId } = current();
  return byId.get(id) ?? byId.get(id.normalize('NFKC').trim().toUpperCase());
}

/** The 4e books by the names their Japanese editions carry. */
const BOOKS_JA: Readonly<Record<string, string>> = {
  'D&D 4th Edition Rules Compendium': '『D&D第4版 ルールズ・コンペンディウム』',
};

/**
 * Where a rule comes from, as the reference shows it: the document and its section, or the book and page. A seed
 * document is named as its system's catalogue names it (issue 30: the reference names the document, never the file).
 */
export function sourceText(src: RuleSource, lang: RefLang): string {
  if (src.kind === 'book') {
    const book = lang === 'ja' ? (BOOKS_JA[src.book] ?? src.book) : src.book;
    return src.page ? `${book} ${lang === 'ja' ? `${src.page.replace(/^p\.\s*/, '')}ページ` : src.page}` : book;
  }
  const doc = current().seeds.get(src.seed)?.[lang] ?? (lang === 'ja' ? '原典' : 'the source');
  return lang === 'ja' ? `${doc}「${src.section.ja}」` : `${doc}, ${src.section.en}`;
}

/** The entries of one system, in reference order (none for a system without a reference or an unknown id). */
export function rulesOf(system: RuleSystem): RuleEntry[] {
  return allRules().filter((r) => r.system === system);
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

function indexed(): Indexed[] {
  const b = current();
  if (b.index) return b.index;
  const index = b.rules.map((entry, order) => {
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
  b.index = index;
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
