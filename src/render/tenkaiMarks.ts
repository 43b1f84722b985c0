/** What a Tenkai token shows beyond the core (pure): band badge, status icons, 練力 gauge, AP pips (TK-ALT-1, TK-ST-*). */
import type { AnyEncounter, Creature } from '../rules';
import { count, type Lang } from '../i18n';
import { TK_BAND_LABELS, TK_STATUS_LABELS } from '../i18n/systems/tenkai';
import { tokenInfo, type TkBand } from '../rules/tenkai';
import type { MovePreview } from '../store';
import type { TokenExtra } from './tokenView';

/** Badge colour per altitude band, bottom to top. */
export const BAND_COLORS: Record<TkBand, number> = {
  underwater: 0x7fb3e6,
  ground: 0xd8c08a,
  low: 0xa8e6a1,
  middle: 0x9ad0ff,
  high: 0xe0c3ff,
};

/**
 * The drag preview of a Tenkai move: squares and the AP the dry run charged (TK-GRID-3 / TK-MNT-2), in the
 * source's terms in Japanese (スクエア, 行動力).
 */
export function tenkaiPreviewLabel(lang: Lang, p: MovePreview): string | null {
  if (!p.legal || !p.events) return null;
  const ap = p.events.reduce((n, e) => n + (e.type === 'apSpent' ? Number((e as { ap?: number }).ap ?? 0) : 0), 0);
  return lang === 'ja' ? `${p.cost}スクエア・行動力${ap}` : `${count(p.cost, 'square', 'en')} · ${ap} AP`;
}

/** Short English band names for the token badge (the panels use the full ones; Japanese uses the source's 地上 低空 …). */
export const BAND_SHORT: Record<TkBand, string> = {
  underwater: 'water',
  ground: 'ground',
  low: 'low',
  middle: 'mid',
  high: 'high',
};

/** Marks of a creature in a Tenkai encounter, or null in another system's encounter. */
export function tenkaiTokenMarks(
  enc: AnyEncounter,
  c: Creature,
  lang: Lang,
): { band: string; extra: TokenExtra } | null {
  if (enc.system !== 'tenkai') return null;
  const info = tokenInfo(enc, c.id);
  if (!info) return null;
  // Icons are the first character of the source's term (毒 混 暴 恐 魅 呪 睡 瘴 石) with the stage where it has one.
  const icons = info.statuses
    .map(
      (s) =>
        `${TK_STATUS_LABELS[s.kind].ja.slice(0, 1)}${s.stage > 0 ? s.stage : ''}${s.turnsLeft !== null ? `·${s.turnsLeft}` : ''}`,
    )
    .join(' ');
  const extra: TokenExtra = { badgeColor: BAND_COLORS[info.band], dim: info.dead };
  if (icons) extra.icons = icons;
  if (info.ki.max > 0) {
    extra.gauge = info.ki.now / info.ki.max;
    extra.gaugeColor = 0x4da3ff;
  }
  if (!c.mountId && info.apMax > 0 && info.apMax <= 12)
    extra.pips = { left: Math.max(0, info.apLeft), max: info.apMax };
  // A carried creature's band is its mount's (TK-ALT-2): the mount's badge says it.
  const band = c.mountId ? '' : lang === 'ja' ? TK_BAND_LABELS[info.band].ja : BAND_SHORT[info.band];
  return { band, extra };
}
