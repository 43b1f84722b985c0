/**
 * An imported character (ココフォリア, ユドナリウム) as a creature of the encounter's rule system (issue 30): HP from
 * the status labelled HP / 生命 / …, the numbers the system's sheet knows under the source's terms (4e AC, 舵天照
 * 命中, 練力 …), the other parameters and statuses as the palette's definition lines (`//器用度=12`, so `{器用度}`
 * works), then its palette; initiative, memo and token size. The engine's own `addCreature` checks the result.
 */
import type { AnyRuleSystem, CreatureInput, SheetNumber, Size } from '../core';
import { MAX_NOTES } from '../core';
import type { ImportedCharacter, ImportError } from './importTypes';

/** Status labels read as hit points in every system (ココフォリア and ユドナリウム sheets of many games). */
const HP_LABELS = ['HP', 'ＨＰ', 'hp', '生命', '生命力', '耐久力', 'ヒット・ポイント', 'ヒットポイント'];
const SIZES: readonly Size[] = ['medium', 'large', 'huge', 'gargantuan'];
const MAX_LINES = 200;

export interface CreatureFromImport {
  readonly creature: CreatureInput;
  readonly palette: readonly string[];
  /** The http(s) picture address that was not fetched, and whether the notes keep it. */
  readonly iconUrl: { readonly url: string; readonly kept: boolean } | null;
  /** A data: URL picture to hand to the picture store. */
  readonly dataUrl: string | null;
}

const clean = (label: string) => label.replace(/[{}=]/gu, '').trim();

/** Make an imported character a creature input of `system`, placed at `pos`. */
export function creatureFromImport(
  system: AnyRuleSystem,
  ch: ImportedCharacter,
  pos: { x: number; y: number },
): { ok: true; value: CreatureFromImport } | { ok: false; error: ImportError } {
  const numbers = new Map<string, SheetNumber>();
  for (const p of ch.params) {
    const n = Number(p.value);
    if (p.value !== '' && Number.isFinite(n)) numbers.set(p.label, { value: Math.trunc(n), max: null });
  }
  for (const s of ch.statuses) numbers.set(s.label, { value: s.value, max: s.max });
  const used = new Set<string>();
  const get = (names: readonly string[]) => {
    for (const n of names) {
      const v = numbers.get(n);
      if (v) {
        used.add(n);
        return v;
      }
    }
    return undefined;
  };
  const hp = get(HP_LABELS);
  const sys = system.palette?.sheet?.(get);
  const defs: string[] = [];
  for (const p of ch.params) if (!used.has(p.label) && clean(p.label)) defs.push(`//${clean(p.label)}=${p.value}`);
  for (const s of ch.statuses) if (!used.has(s.label) && clean(s.label)) defs.push(`//${clean(s.label)}=${s.value}`);
  const palette = [...defs, ...ch.palette];
  if (palette.length > MAX_LINES) return { ok: false, error: { e: 'tooLong', field: 'commands', max: MAX_LINES } };
  if (palette.some((l) => l.length > 200)) return { ok: false, error: { e: 'tooLong', field: 'params', max: 200 } };
  const http = ch.iconUrl && /^https?:/iu.test(ch.iconUrl) ? ch.iconUrl : null;
  const keep = http !== null && ch.memo.length + http.length + 1 <= MAX_NOTES && http.length <= 1000;
  const notes = keep ? (ch.memo ? `${ch.memo}\n${http}` : http) : ch.memo;
  const hpMax = hp ? Math.max(1, hp.max ?? hp.value, hp.value) : undefined;
  const creature: CreatureInput = {
    name: ch.name,
    pos,
    size: SIZES[Math.min(SIZES.length, Math.max(1, ch.size)) - 1] ?? 'medium',
    notes,
    ...(hp && hpMax !== undefined ? { hp: hp.value, hpMax } : {}),
    ...(ch.initiative !== null ? { initBonus: ch.initiative } : {}),
    ...(sys !== undefined ? { sys } : {}),
  };
  return {
    ok: true,
    value: {
      creature,
      palette,
      iconUrl: http ? { url: http, kept: keep } : null,
      dataUrl: ch.iconUrl && /^data:/iu.test(ch.iconUrl) ? ch.iconUrl : null,
    },
  };
}
