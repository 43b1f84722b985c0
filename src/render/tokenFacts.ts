/**
 * What each token shows, from the encounter and the UI state (pure): the flags a token view draws (selection,
 * turn, height text, rule-system marks) and the same facts as the label layout reads them. The board and the
 * tests build them the same way, so what the tests measure is what the board draws.
 */
import {
  creatureOf,
  heightAboveGround,
  spaceSide,
  systemOf,
  underFog,
  type AnyEncounter,
  type Creature,
  type CreatureId,
  type Encounter,
  type Point,
} from '../rules';
import type { Lang } from '../i18n';
import { conditionMark } from '../i18n/conditionMarks';
import { placeToken, type TokenPlacement } from './layout';
import type { LabelToken } from './labelLayout';
import { boardSystemOf } from './systems';
import { drawOrder } from './tiles';
import type { TokenFlags } from './tokenView';

/** The conditions drawn as chips on a token (the others show as effect marks, `hidden` as the eye-off mark). */
const CHIP_CONDITIONS: ReadonlySet<string> = new Set([
  'prone',
  'dazed',
  'stunned',
  'immobilised',
  'restrained',
  'squeezing',
]);

/** A token's condition chips in `lang` ("P Dz" / "伏 幻"). */
function boardConditions(c: Creature, lang: Lang): string {
  return c.conditions
    .filter((k) => CHIP_CONDITIONS.has(k))
    .map((k) => conditionMark(k, lang) ?? '')
    .join(' ');
}

/** What the flags depend on besides the creature. */
export interface FlagContext {
  lang: Lang;
  selectedId: CreatureId | null;
  currentId?: CreatureId | undefined;
  /** The GM window shows exact HP; the player view a coarse state and larger labels. */
  mode: 'gm' | 'player';
}

/** The creatures that carry someone (their glyph moves aside for the rider). */
export function carriersOf(enc: Encounter): Set<CreatureId> {
  const carriers = new Set<CreatureId>();
  for (const id of enc.creatureOrder) {
    const m = creatureOf(enc, id)?.mountId;
    if (m) carriers.add(m);
  }
  return carriers;
}

/** A function giving each creature's token flags. */
export function flagsFor(
  enc: AnyEncounter,
  ctx: FlagContext,
  carriers: Pick<ReadonlySet<CreatureId>, 'has'> = carriersOf(enc),
): (c: Creature) => TokenFlags {
  const sel = ctx.selectedId ? creatureOf(enc, ctx.selectedId) : undefined;
  const sys = boardSystemOf(enc.system);
  // How high a rider sits is the rule system's (4e MC-TGT-2, by its grid); the kernel's default otherwise.
  const grid = systemOf(enc.system)?.grid;
  const unit = enc.grid.unit;
  const size = enc.grid.squareSize;
  // Height above the ground: in feet or metres, but in squares (マス) on a Japanese 4e board, as the Japanese
  // 4e texts count (issue 30: no "ft" in Japanese).
  const height = (h: number): string => {
    const arrow = h > 0 ? '↑' : '↓';
    return ctx.lang === 'ja' && unit === 'ft' ? `${arrow}${Math.abs(h)}マス` : `${arrow}${Math.abs(h) * size}${unit}`;
  };
  // Under the fog (issue 17): a creature outside the party whose space (its mount's, carried) is all fogged is
  // kept from the players (app/playerFilter.ts hiddenFromPlayers); the GM's board marks it.
  const fogHides = (c: Creature) => {
    if (!enc.scene.fog) return false;
    const base = (c.mountId ? creatureOf(enc, c.mountId) : undefined) ?? c;
    return base.side !== 'party' && underFog(enc as Encounter, base);
  };
  return (c) => {
    const h = heightAboveGround(enc, c, grid);
    const marks = sys.tokenMarks ? sys.tokenMarks(enc, c, ctx.lang) : null;
    const effects = sys.effectChips ? sys.effectChips(enc, c, ctx.lang) : '';
    return {
      ...(marks ? { extra: marks.extra } : {}),
      ...(effects ? { effects } : {}),
      selected: c.id === ctx.selectedId,
      current: c.id === ctx.currentId,
      partner:
        !!sel &&
        sel.id !== c.id &&
        (c.mountId === sel.id || sel.mountId === c.id || (!!c.mountId && c.mountId === sel.mountId)),
      height: marks ? marks.band : h !== 0 ? height(h) : '',
      conds: boardConditions(c, ctx.lang),
      exactHp: ctx.mode === 'gm' || c.side === 'party',
      carrying: carriers.has(c.id),
      labelScale: ctx.mode === 'player' ? 1.5 : 1,
      ...(ctx.mode === 'gm' && (c.conditions.includes('hidden') || fogHides(c)) ? { hiddenMark: true } : {}),
    };
  };
}

/**
 * The creatures whose tokens a change of the selection from `from` to `to` redraws, as far as the changed ones are
 * reconciled (issue 33): the two creatures and their mounts; with what each of those carries (dirtyIds.ts
 * withCarried) that is every token whose selection or partner ring, or whose label's rank, the selection decides.
 */
export function selectionTouches(enc: AnyEncounter, from: CreatureId | null, to: CreatureId | null): CreatureId[] {
  const out: CreatureId[] = [];
  if (from === to) return out;
  for (const id of [from, to]) {
    if (!id) continue;
    out.push(id);
    const m = creatureOf(enc, id)?.mountId;
    if (m) out.push(m);
  }
  return out;
}

/** The chips of a token: its conditions, the rule system's status icons and its effects' marks (issue 19). */
export function chipsOf(c: Creature, f: TokenFlags): string {
  const conds = f.conds ?? boardConditions(c, 'en');
  return [conds, f.extra?.icons, f.effects].filter(Boolean).join(' ');
}

/** The label layout's view of one token. `mountPlacement`: where its mount is drawn (carried tokens). */
export function labelTokenOf(
  enc: Encounter,
  c: Creature,
  p: TokenPlacement,
  f: TokenFlags,
  mountFanned = false,
): LabelToken {
  const mount = c.mountId ? creatureOf(enc, c.mountId) : undefined;
  const base = mount ?? c;
  const st = p.stack;
  const buried = !!st && !st.fanned && st.index < st.count - 1;
  return {
    id: c.id,
    p,
    space: { x: base.pos.x, y: base.pos.y, side: spaceSide(base.size) },
    mountId: mount ? mount.id : null,
    glyph: c.glyph,
    name: c.name,
    height: f.height,
    chips: chipsOf(c, f),
    gauge: f.extra?.gauge !== undefined,
    pips: f.extra?.pips && !buried ? f.extra.pips.max : 0,
    count: st && !st.fanned && st.index === st.count - 1 ? st.count : 0,
    buried,
    fanned: !!st?.fanned || mountFanned,
    selected: f.selected,
    current: f.current,
    carrying: f.carrying,
  };
}

/** Every drawn token of an encounter as the label layout sees it, in draw order (tests, the measure). */
export function sceneLabelTokens(
  enc: AnyEncounter,
  ctx: FlagContext & { hidden?: Set<CreatureId>; fanned?: Point | null },
): LabelToken[] {
  const flags = flagsFor(enc, ctx);
  const out: LabelToken[] = [];
  const placed = new Map<CreatureId, TokenPlacement>();
  for (const id of drawOrder(enc)) {
    const c = creatureOf(enc, id);
    if (!c || ctx.hidden?.has(id)) continue;
    const p = placeToken(enc, c, { fanned: ctx.fanned ?? null });
    placed.set(id, p);
    const mp = c.mountId ? placed.get(c.mountId) : undefined;
    out.push(labelTokenOf(enc, c, p, flags(c), !!mp?.stack?.fanned));
  }
  return out;
}
