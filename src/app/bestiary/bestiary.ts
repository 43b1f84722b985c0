/**
 * The GM's own bestiary (issue 29), as data: a creature saved as a template — its statistics, its rule system's part
 * (4e defences, riding traits, powers), its picture — reused in any encounter of its system, searched, and carried
 * in a file of its own. A file is checked like an encounter file: one JSON.parse with a size limit, a walk that
 * refuses forbidden keys, non-finite numbers and deep nesting, only known fields, and each creature made by the
 * rules engine itself (an `addCreature` on an empty encounter of its system: whatever the engine refuses, the file
 * is refused with the engine's reason, naming the entry). Pictures travel as data URLs and are stored only when
 * their bytes hash to their id (the picture store's own check). Nothing here touches storage.
 */
import {
  apply,
  newEncounter,
  SYSTEMS,
  VIEW_DICE,
  type Creature,
  type CreatureInput,
  type Msg,
  type SystemId,
} from '../../rules';

/** The bestiary file's format name and version. */
export const BESTIARY_FORMAT = 'saddlegrid-bestiary';
export const BESTIARY_VERSION = 1;
/** Limits of a bestiary file. */
export const BESTIARY_LIMITS = { chars: 64 * 1024 * 1024, entries: 500, depth: 32, name: 80 } as const;

/** A creature as a template: every field of the creature but where it stands and what the fight did to it. */
export type TemplateCreature = Omit<CreatureInput, 'name' | 'pos'>;

/** One entry of the bestiary. */
export interface BestiaryEntry {
  /** Stable id in this browser ("b…"). */
  readonly id: string;
  readonly system: SystemId;
  /** Its name (the name a creature added from it gets). */
  readonly name: string;
  readonly creature: TemplateCreature;
  /** When it was saved (ms since 1970). */
  readonly savedAt: number;
}

/** Why a bestiary file (or an entry) is refused: a reason key for the i18n layer, and what it names. */
export type BestiaryProblem =
  | { readonly m: 'notJson' }
  | { readonly m: 'tooLarge'; readonly max: number }
  | { readonly m: 'notBestiary' }
  | { readonly m: 'newerVersion'; readonly version: number }
  | { readonly m: 'badShape'; readonly where: string }
  | { readonly m: 'tooMany'; readonly max: number }
  | { readonly m: 'badEntry'; readonly n: number; readonly name: string; readonly system: string; readonly reason: Msg }
  | { readonly m: 'unknownSystem'; readonly n: number; readonly system: string };

/** The fields of a creature a template keeps (the kernel's, but place, relations, turn and hurt). */
const KEEP = [
  'side',
  'kind',
  'size',
  'flying',
  'flySpeed',
  'speed',
  'reach',
  'hpMax',
  'initBonus',
  'notes',
  'color',
  'glyph',
  'image',
  'token',
] as const;

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A creature as a template: its kept fields, full hit points, no conditions, and its system part as the rule
 * system's UI reduces it (`part`: the 4e turn marks and initiative link left out — they name another encounter).
 */
export function templateOf(c: Creature, part: (sys: unknown) => unknown = (s) => s): TemplateCreature {
  const out: Record<string, unknown> = {};
  for (const k of KEEP) if (c[k] !== undefined) out[k] = structuredClone(c[k]);
  out.hp = c.hpMax;
  out.elevation = 0;
  out.sys = structuredClone(part(c.sys));
  return out as TemplateCreature;
}

/** Is this a rule system's id? */
function systemIdOf(v: unknown): SystemId | null {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(SYSTEMS, v) ? (v as SystemId) : null;
}

/** The engine's refusal of a template of `system`, or null when it makes the creature. */
export function templateProblem(system: SystemId, name: string, creature: unknown): Msg | null {
  if (!isObj(creature)) return { m: 'badCreatureField', field: 'creature', expect: { kind: 'object' } } as Msg;
  // A throwaway encounter for the check: adding a creature rolls nothing, so it needs no secret dice key.
  const enc = newEncounter({ system, name: 'bestiary', width: 12, height: 12, dice: VIEW_DICE });
  const r = apply(enc, { type: 'addCreature', creature: { ...creature, name, pos: { x: 0, y: 0 } } });
  return r.ok ? null : r.kind === 'refused' ? r.reason : ({ m: 'unknownCommand', type: 'addCreature' } as Msg);
}

/** The tree walk of an untrusted value: no forbidden keys, finite numbers, bounded depth. */
function walk(v: unknown, depth: number): boolean {
  if (depth > BESTIARY_LIMITS.depth) return false;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => walk(x, depth + 1));
  if (isObj(v)) return Object.keys(v).every((k) => !FORBIDDEN.has(k) && walk(v[k], depth + 1));
  return true;
}

/** What a bestiary file holds once checked: its entries (without ids) and the pictures they use. */
export interface BestiaryFile {
  readonly entries: readonly Omit<BestiaryEntry, 'id' | 'savedAt'>[];
  readonly pictures: Readonly<Record<string, string>>;
}

/** Check a bestiary file's text: the whole file or nothing. */
export function parseBestiaryFile(
  text: string,
): { ok: true; file: BestiaryFile } | { ok: false; problem: BestiaryProblem } {
  if (text.length > BESTIARY_LIMITS.chars)
    return { ok: false, problem: { m: 'tooLarge', max: BESTIARY_LIMITS.chars / 1048576 } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { m: 'notJson' } };
  }
  if (!isObj(data) || data.format !== BESTIARY_FORMAT) return { ok: false, problem: { m: 'notBestiary' } };
  if (typeof data.version !== 'number' || !Number.isInteger(data.version))
    return { ok: false, problem: { m: 'badShape', where: 'version' } };
  if (data.version > BESTIARY_VERSION) return { ok: false, problem: { m: 'newerVersion', version: data.version } };
  if (!walk(data, 0)) return { ok: false, problem: { m: 'badShape', where: 'file' } };
  for (const k of Object.keys(data))
    if (!['format', 'version', 'entries', 'pictures'].includes(k))
      return { ok: false, problem: { m: 'badShape', where: k } };
  if (!Array.isArray(data.entries)) return { ok: false, problem: { m: 'badShape', where: 'entries' } };
  if (data.entries.length > BESTIARY_LIMITS.entries)
    return { ok: false, problem: { m: 'tooMany', max: BESTIARY_LIMITS.entries } };
  const pictures = data.pictures === undefined ? {} : data.pictures;
  if (!isObj(pictures) || !Object.values(pictures).every((u) => typeof u === 'string' && u.startsWith('data:image/')))
    return { ok: false, problem: { m: 'badShape', where: 'pictures' } };
  const entries: Omit<BestiaryEntry, 'id' | 'savedAt'>[] = [];
  for (let i = 0; i < data.entries.length; i++) {
    const e: unknown = data.entries[i];
    if (!isObj(e) || Object.keys(e).some((k) => !['name', 'system', 'creature'].includes(k)))
      return { ok: false, problem: { m: 'badShape', where: `entries.${i}` } };
    const system = systemIdOf(e.system);
    if (!system) return { ok: false, problem: { m: 'unknownSystem', n: i + 1, system: String(e.system).slice(0, 40) } };
    const name = typeof e.name === 'string' ? e.name.trim() : '';
    if (!name || name.length > BESTIARY_LIMITS.name)
      return { ok: false, problem: { m: 'badShape', where: `entries.${i}.name` } };
    if (isObj(e.creature) && ('pos' in e.creature || 'name' in e.creature || 'id' in e.creature))
      return { ok: false, problem: { m: 'badShape', where: `entries.${i}.creature` } };
    const reason = templateProblem(system, name, e.creature);
    if (reason) return { ok: false, problem: { m: 'badEntry', n: i + 1, name: name.slice(0, 40), system, reason } };
    entries.push({ name, system, creature: structuredClone(e.creature) as TemplateCreature });
  }
  return { ok: true, file: { entries, pictures: pictures as Record<string, string> } };
}

/** A bestiary file's text: the entries and the pictures they use (data URLs by id). */
export function bestiaryFileText(
  entries: readonly BestiaryEntry[],
  pictures: Readonly<Record<string, string>>,
): string {
  return JSON.stringify(
    {
      format: BESTIARY_FORMAT,
      version: BESTIARY_VERSION,
      entries: entries.map((e) => ({ name: e.name, system: e.system, creature: e.creature })),
      pictures,
    },
    null,
    1,
  );
}

/** The picture ids the entries use. */
export function picturesOf(entries: readonly BestiaryEntry[]): string[] {
  return [...new Set(entries.flatMap((e) => (typeof e.creature.image === 'string' ? [e.creature.image] : [])))];
}

/** Entries of a system whose name holds every word of the query (any case, any width), newest first. */
export function searchBestiary(entries: readonly BestiaryEntry[], query: string, system?: string): BestiaryEntry[] {
  const norm = (s: string) => s.normalize('NFKC').toLowerCase();
  const words = norm(query).split(/\s+/).filter(Boolean);
  return entries
    .filter((e) => (!system || e.system === system) && words.every((w) => norm(e.name).includes(w)))
    .sort((a, b) => b.savedAt - a.savedAt || a.name.localeCompare(b.name));
}
