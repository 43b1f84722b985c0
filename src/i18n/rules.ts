/** Text for the rules' events, messages and outcomes, in the reader's language. */
import type { EventBase, Msg, Point, Ref } from '../rules';
import { CATALOGUES } from './catalogues';
import { CORE_FIELDS, coreCatalogue } from './core';
import {
  defaultDiceStyle,
  type Catalogue,
  type Describe,
  type DescribeOptions,
  type Lang,
  type Pair,
} from './describe';

const hasOwn = Object.prototype.hasOwnProperty;
const own = <T>(o: Readonly<Record<string, T>> | undefined, k: string): T | undefined =>
  o && hasOwn.call(o, k) ? o[k] : undefined;

const cache = new Map<string, Describe>();

/** The describe helpers of one rule system in one language (and the reader's dice format). */
export function describer(system: string, lang: Lang, opts: DescribeOptions = {}): Describe {
  const diceStyle = opts.diceStyle ?? defaultDiceStyle(lang);
  const key = `${system}:${lang}:${diceStyle}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const cat: Catalogue | undefined = own(CATALOGUES, system);
  const d: Describe = {
    lang,
    diceStyle,
    msg: (m) => describeMsg(system, m, lang, opts),
    sq: (p: Point) => `(${p.x}, ${p.y})`,
    names: (refs: readonly Ref[]) => refs.map((r) => r.name).join(lang === 'ja' ? '、' : ', '),
    rules: (ids: readonly string[]) => ids.join(lang === 'ja' ? '、' : ', '),
    field: (k) => (own(cat?.fields, k) ?? own(CORE_FIELDS, k))?.[lang] ?? k,
    condition: (k) => (own(cat?.conditions, k) ?? own(coreCatalogue.conditions, k))?.[lang] ?? k,
  };
  cache.set(key, d);
  return d;
}

/** The sentence of an event. */
export function describeEvent(system: string, e: EventBase, lang: Lang, opts?: DescribeOptions): string {
  const pair = (own(own(CATALOGUES, system)?.events, e.type) ?? own(coreCatalogue.events, e.type)) as
    Pair<EventBase> | undefined;
  return pair ? pair[lang](e, describer(system, lang, opts)) : `[${e.type}]`;
}

/** The text of a message (a refusal, a prompt, an option, a roll's purpose). */
export function describeMsg(system: string, m: Msg, lang: Lang, opts?: DescribeOptions): string {
  const pair = (own(own(CATALOGUES, system)?.msgs, m.m) ?? own(coreCatalogue.msgs, m.m)) as Pair<Msg> | undefined;
  return pair ? pair[lang](m, describer(system, lang, opts)) : `[${m.m}]`;
}

/** Is there a describer for this event type / message key (tests: every emitted event is described)? */
export function hasDescriber(system: string, kind: 'event' | 'msg', key: string): boolean {
  const cat = own(CATALOGUES, system);
  return kind === 'event'
    ? !!(own(cat?.events, key) ?? own(coreCatalogue.events, key))
    : !!(own(cat?.msgs, key) ?? own(coreCatalogue.msgs, key));
}

/** A refusal as the GM reads it: the reason, then the rule id that forbids it ("… (MC-FM-2)" / "…（MC-FM-2）"). */
export function describeRefusal(
  system: string,
  r: { readonly reason: Msg; readonly ruleId?: string | undefined },
  lang: Lang,
): string {
  const text = describeMsg(system, r.reason, lang);
  if (!r.ruleId || text.includes(r.ruleId)) return text;
  return lang === 'ja' ? `${text}（${r.ruleId}）` : `${text} (${r.ruleId})`;
}
