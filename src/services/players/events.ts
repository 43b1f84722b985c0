/**
 * The events and log lines the players read (issue 26). Every event goes through its rule system's policy (the
 * kernel's views and the system's own, `players.events`): an event type the policy does not list is the GM's; a
 * listed one is read as it is (`'public'`, unless the creature it is about is unseen) or as the policy's redacted
 * copy (an enemy's defence or attack bonus left out, a secret roll turned into "rolled secretly" …). Then every
 * creature it names is given as the players know it: a visible one by its alias, an unseen one as "someone" (and
 * left out of lists). The log lines are described from these copies in each language — nothing is patched in the
 * text afterwards.
 *
 * A line is worked out when its command is first published and kept (per history entry): a creature revealed later
 * does not make the players' log tell what it did while hidden.
 */
import {
  eventViewOf,
  systemFor,
  UNSEEN_NAME,
  UNSEEN_REF,
  type AnyEncounter,
  type CommandBase,
  type EventBase,
  type HistoryEntry,
  type Ref,
} from '../../rules';
import { both, describeEvent, type Text } from '../../i18n';
import type { Scope } from './view';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRef = (v: unknown): v is Ref =>
  isObj(v) && typeof v.id === 'string' && typeof v.name === 'string' && Object.keys(v).length === 2;

/** The keys that name the creature an event is about, in order of precedence. */
const SUBJECT_KEYS = ['who', 'subject', 'saver', 'attacker', 'striker', 'target', 'mover'];

/** Is the creature this event is about unseen (its subject Ref, else its first id)? */
function subjectUnseen(e: EventBase, s: Scope): boolean {
  const o = e as unknown as Record<string, unknown>;
  for (const k of SUBJECT_KEYS) {
    const r = o[k];
    if (isRef(r)) return !s.visible(r.id);
  }
  const first = e.ids?.[0];
  return first !== undefined && !s.visible(first);
}

/** Every creature the value names, as the players know it (see the module comment). */
function named(v: unknown, s: Scope, depth: number): unknown {
  if (depth > 16) return null;
  if (typeof v === 'string')
    return Object.prototype.hasOwnProperty.call(s.enc.creatures, v) ? (s.visible(v) ? s.alias(v) : '') : v;
  if (Array.isArray(v)) {
    const out = v.map((x) => named(x, s, depth + 1));
    // A list of creatures leaves out the unseen ones (a hidden passenger is not "someone" in the list).
    return out.filter((x, i) => !(isRef(v[i]) && x === UNSEEN_REF) && !(typeof v[i] === 'string' && x === ''));
  }
  if (!isObj(v)) return v;
  // A Ref with no id names no creature on the map (a 巣作りドラゴン battle character entered by hand): its name as
  // the policy gave it. Every other Ref is a creature: aliased, or "someone" when unseen.
  if (isRef(v)) return v.id === '' && v.name !== '' && v.name !== UNSEEN_NAME ? { id: '', name: v.name } : s.ref(v);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = named(v[k], s, depth + 1);
  return out;
}

/** One event as the players may read it, or null (see the module comment). */
export function playerEvent(e: EventBase, s: Scope): EventBase | null {
  const view = eventViewOf(systemFor(s.enc).players, e.type);
  if (!view) return null;
  let out: EventBase | null;
  if (view === 'public') out = subjectUnseen(e, s) ? null : e;
  else out = view(e as never, s);
  if (!out) return null;
  const copy = named(out, s, 0) as EventBase;
  const ids = (out.ids ?? []).filter((id) => s.visible(id)).map((id) => s.alias(id));
  return { ...copy, ...(out.ids ? { ids } : {}) };
}

/** The words for a creature the players cannot see. */
const SOMEONE: Text = both('player.someone');

/** Where an English sentence starts: the line's start, after a sentence's end or a step's tag ("[SD-STEP-06] "). */
const SENTENCE_START = /(^|[.!?]\s|\]\s)$/;

/** An event described for the players (the unseen placeholder worded; a sentence that starts with it capitalised). */
export function describeForPlayers(system: string, e: EventBase, lang: 'en' | 'ja'): string {
  const text = describeEvent(system, e, lang);
  if (!text.includes(UNSEEN_NAME)) return text;
  const someone = SOMEONE[lang];
  const parts = text.split(UNSEEN_NAME);
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    out += parts[i] as string;
    if (i === parts.length - 1) break;
    out += lang === 'en' && SENTENCE_START.test(out) ? 'Someone' : someone;
  }
  return out;
}

/** The events of a change as the player board gets them (animations): type and the creatures it names, nothing else. */
export function playerBoardEvents(events: readonly EventBase[], s: Scope): EventBase[] {
  const out: EventBase[] = [];
  for (const e of events) {
    const p = playerEvent(e, s);
    if (p) out.push({ type: p.type, rules: [], ...(p.ids ? { ids: p.ids } : {}) } as EventBase);
  }
  return out;
}

/** What a history is for the players' log: its entries from the first to the cursor. */
export interface LogSource {
  readonly cursor: number;
  entry(i: number): HistoryEntry<CommandBase> | undefined;
}

/**
 * The players' log lines, kept per history entry from the first time the entry is seen (see the module comment).
 * `lines(session, scope, max)` walks back from the cursor and returns the newest `max` lines, oldest first.
 */
export function createPlayerLog(): { lines(h: LogSource, s: Scope, max: number): Text[] } {
  const seen = new WeakMap<object, readonly Text[]>();
  const system = (s: Scope) => (s.enc as AnyEncounter).system;
  const linesOf = (entry: HistoryEntry<CommandBase>, s: Scope): readonly Text[] => {
    const hit = seen.get(entry);
    if (hit) return hit;
    const out: Text[] = [];
    for (const e of entry.events) {
      const p = playerEvent(e as EventBase, s);
      if (!p) continue;
      const t = { en: describeForPlayers(system(s), p, 'en'), ja: describeForPlayers(system(s), p, 'ja') };
      if (t.en || t.ja) out.push(t);
    }
    seen.set(entry, out);
    return out;
  };
  return {
    lines(h, s, max) {
      const out: Text[] = [];
      // Bounded: at most 2,000 entries are looked at (a GM-only stretch of history shows as a short log).
      for (let i = h.cursor - 1, n = 0; i >= 0 && out.length < max && n < 2000; i--, n++) {
        const entry = h.entry(i);
        if (!entry) break;
        const ls = linesOf(entry, s);
        for (let j = ls.length - 1; j >= 0 && out.length < max; j--) out.unshift(ls[j] as Text);
      }
      return out;
    },
  };
}
