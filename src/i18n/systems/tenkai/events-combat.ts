/** Describers of the Tenkai combat events: moves, bands, attacks, damage, healing, riding, gliders, armour. */
import type { TkEvents } from '../../../rules/tenkai';
import type { EventDescribers } from '../../describe';
import { squares } from '../../plural';
import { at, formula, hitMods, rankMods } from './text';

import {
  col,
  signed,
  TK_ATTACK_KIND_LABELS,
  TK_BAND_LABELS,
  TK_DEFENCE_LABELS,
  TK_GLIDER_MODE_LABELS,
  TK_RESULT_LABELS,
} from './terms';

type E = EventDescribers<TkEvents>;

const KI_CAUSE = {
  combatFlight: { en: 'combat flight, 1 per 6 turns', ja: '戦闘飛行 −1／6ターン' },
  cruising: { en: 'cruising, 1 per 30 turns', ja: '巡航飛行 −1／30ターン' },
  gliderStopped: { en: 'stopped, +1 per 6 turns', ja: '停止状態 +1／6ターン' },
  gliding: { en: 'gliding, +1 per 6 turns', ja: '滑空飛行 +1／6ターン' },
  standby: { en: 'standby, 1 per 6 turns', ja: '待機（暖気）状態 −1／6ターン' },
  armourStopped: { en: 'stopped, +1 per 6 turns', ja: '停止状態 +1／6ターン' },
  armourRound: { en: 'end of its round', ja: 'ラウンド終了時' },
} as const;

const GLIDER_MODE_CHANGE = {
  combat: { en: 'combat flight', ja: '戦闘飛行' },
  cruise: { en: 'cruising: 回避 and 命中 halved', ja: '巡航飛行：回避・命中が半分' },
  stopped: { en: 'stopped', ja: '停止状態' },
  gliding: {
    en: 'gliding: normal movement and free fall only; the rider cannot attack',
    ja: '滑空飛行：通常移動と自由落下のみ、騎手は攻撃不可',
  },
} as const;

type HitChecked = Parameters<E['hitChecked']['en']>[0];
type DamageRolled = Parameters<E['damageRolled']['en']>[0];

/** " (生命 12/40)", or nothing when the reader may not know the figures (players, of a creature not theirs, issue 26). */
function life(e: { readonly hp: number | null; readonly hpMax: number | null }, lang: 'en' | 'ja'): string {
  if (e.hp === null || e.hpMax === null) return '';
  return lang === 'en' ? ` (生命 ${e.hp}/${e.hpMax})` : `（生命 ${e.hp}/${e.hpMax}）`;
}

/**
 * " → 31 (minimum 5), attribute +10% → 35" of a damage line, or " → 35" for a reader who may not see the arithmetic
 * (players, unless both sides are theirs, issue 26).
 */
function damageSteps(e: DamageRolled, lang: 'en' | 'ja'): string {
  const en = lang === 'en';
  const to = en ? ' → ' : '→ ';
  if (e.base === null) return `${to}${e.damage}`;
  const min = e.minimum ? (en ? ` (minimum ${e.minimum})` : `（最低${e.minimum}）`) : '';
  const attr = e.attributePercent
    ? en
      ? `, attribute ${signed(e.attributePercent)}% → ${e.damage}`
      : `、属性${signed(e.attributePercent)}% → ${e.damage}`
    : '';
  return `${to}${e.base}${min}${attr}`;
}

/**
 * "命中 120 / 回避 80 → column 1.5 +2R → 2 [modifiers]" of a hit check; a reader who may not see a side's value
 * (players, issue 26) reads the values they may see and no column ("命中 120", "回避 80" or nothing).
 */
function hitValues(e: HitChecked, lang: 'en' | 'ja'): string {
  const en = lang === 'en';
  const stat = e.defence === 'guard' ? '命中' : '回避';
  const a = e.attackerValue === null ? '' : en ? `命中 ${e.attackerValue}` : `命中${e.attackerValue}`;
  const b = e.defenderValue === null ? '' : en ? `${stat} ${e.defenderValue}` : `${stat}${e.defenderValue}`;
  const values = [a, b].filter(Boolean).join(en ? ' / ' : '／');
  if (e.baseColumn === null || e.column === null || e.ranks === null) return values;
  const mods = hitMods(e.modifiers, lang);
  if (en)
    return `${values} → column ${col(e.baseColumn)}${e.ranks ? ` ${signed(e.ranks)}R → ${col(e.column)}` : ''}${mods ? ` [${mods}]` : ''}`;
  return `${values} → ${col(e.baseColumn)}列${e.ranks ? ` ${signed(e.ranks)}R → ${col(e.column)}列` : ''}${mods ? `［${mods}］` : ''}`;
}

/** The combat events. */
export const combatEvents = {
  creatureMoved: {
    en: (e, d) =>
      e.mode === undefined
        ? `${e.who.name}${e.carried.length ? ` carrying ${d.names(e.carried)}` : ''} moves from ${at(e.from)} to ${at(e.to)}: ${squares(e.path.length, 'en')}, ${e.cost} movement${e.gm ? ' (GM placement)' : ''}.`
        : `${e.who.name}${e.carried.length ? ` carrying ${d.names(e.carried)}` : ''} moves ${squares(e.cost, 'en')} (${e.metres ?? e.cost * 10} m) from ${at(e.from)} to ${at(e.to)}${e.gm ? ' (GM)' : ''}.`,
    ja: (e, d) =>
      e.mode === undefined
        ? `${e.who.name}${e.carried.length ? `（${d.names(e.carried)}を乗せて）` : ''}は${at(e.from)}から${at(e.to)}へ移動した：${e.path.length}スクエア、移動コスト${e.cost}${e.gm ? '（マスター配置）' : ''}。`
        : `${e.who.name}${e.carried.length ? `（${d.names(e.carried)}を乗せて）` : ''}は${at(e.from)}から${at(e.to)}へ${e.cost}スクエア（${e.metres ?? e.cost * 10}m）移動した${e.gm ? '（マスター裁定）' : ''}。`,
  },
  bandChanged: {
    en: (e) => `${e.who.name} changes band: ${TK_BAND_LABELS[e.from].en} → ${TK_BAND_LABELS[e.to].en} (a whole turn).`,
    ja: (e) => `${e.who.name}は高度を移動した：${TK_BAND_LABELS[e.from].ja} → ${TK_BAND_LABELS[e.to].ja}（1ターン）。`,
  },
  attackDeclared: {
    en: (e) =>
      `${e.attacker.name} attacks ${e.target.name} (${TK_ATTACK_KIND_LABELS[e.kind].en}${e.autoHit ? ', auto-hit' : ''}${(e.spec.hits ?? 1) > 1 ? `, ${e.spec.hits} hits at once` : ''}).`,
    ja: (e) =>
      `${e.attacker.name}が${e.target.name}に攻撃を宣言（${TK_ATTACK_KIND_LABELS[e.kind].ja}${e.autoHit ? '・自動命中' : ''}${(e.spec.hits ?? 1) > 1 ? `・${e.spec.hits}回攻撃` : ''}）。`,
  },
  defenceAsked: {
    en: (e) => `${e.target.name} chooses: evade or guard.`,
    ja: (e) => `${e.target.name}は回避か受防かを選ぶ。`,
  },
  hitChecked: {
    en: (e) => {
      const head = `${e.hits > 1 ? `Hit ${e.hit} of ${e.hits}: h` : 'H'}it check (${TK_DEFENCE_LABELS[e.defence].en})`;
      const body = [hitValues(e, 'en'), e.die === null ? '' : `d20 ${e.die}${e.diceMod ? ` → row ${e.row}` : ''}`];
      const said = body.filter(Boolean).join('; ');
      return `${head}${said ? `: ${said}` : ''}: ${TK_RESULT_LABELS[e.result].en}${e.read !== e.result ? ' (auto-hit: counts as 直撃)' : ''}.`;
    },
    ja: (e) => {
      const head = `${e.hits > 1 ? `${e.hits}回攻撃の${e.hit}回目の` : ''}命中判定（${TK_DEFENCE_LABELS[e.defence].ja}）`;
      const body = [hitValues(e, 'ja'), e.die === null ? '' : `出目${e.die}${e.diceMod ? ` → ${e.row}行` : ''}`];
      const said = body.filter(Boolean).join('、');
      return `${head}${said ? `：${said}` : ''}：${TK_RESULT_LABELS[e.result].ja}${e.read !== e.result ? '（自動命中：直撃として扱う）' : ''}。`;
    },
  },
  pairTargetChosen: {
    en: (e) => `The attack hits ${e.hit.name} (chosen at random after the checks).`,
    ja: (e) => `攻撃は${e.hit.name}に命中（判定後にランダムで決定）。`,
  },
  damageRolled: {
    en: (e) =>
      `Damage to ${e.victim.name}: ${formula(e.table, e.result, 'en')}${e.fixed === null ? '' : ` with F = ${e.fixed}`}${damageSteps(e, 'en')}${e.pairFigure ? ` — the same for both of the pair (${e.pairFigure.name}'s 防御 and attribute)` : ''}.`,
    ja: (e) =>
      `${e.victim.name}へのダメージ：${formula(e.table, e.result, 'ja')}${e.fixed === null ? '' : `（固定攻撃力${e.fixed}）`}${damageSteps(e, 'ja')}${e.pairFigure ? `（相棒と騎手の両者に同じだけ：${e.pairFigure.name}の防御と属性による）` : ''}。`,
  },
  damaged: {
    en: (e) => `${e.who.name} takes ${e.amount} damage${e.pastArmour ? ' past the armour' : ''}${life(e, 'en')}.`,
    ja: (e) =>
      e.pastArmour
        ? `${e.who.name}はアーマーを超えたダメージ${e.amount}を受けた${life(e, 'ja')}。`
        : `${e.who.name}は${e.amount}ダメージを受けた${life(e, 'ja')}。`,
  },
  healed: {
    en: (e) => {
      if (!e.heal || e.hp === null) return `${e.who.name} regains ${e.amount} 生命${life(e, 'en')}.`;
      const h = e.heal;
      const mods = rankMods(h.modifiers, 'en');
      const after = e.hp === null ? '' : ` (生命 ${h.before} → ${e.hp})`;
      return `${e.who.name} is healed: ${h.source} × ${h.percent}% / 10 × rank ${h.rank} = ${e.amount}${after}${mods ? ` [${mods}]` : ''}.`;
    },
    ja: (e) => {
      if (!e.heal || e.hp === null) return `${e.who.name}は生命を${e.amount}回復した${life(e, 'ja')}。`;
      const h = e.heal;
      const mods = rankMods(h.modifiers, 'ja');
      const after = e.hp === null ? '' : `（生命 ${h.before} → ${e.hp}）`;
      return `${e.who.name}の回復：${h.source}×${h.percent}％÷10×${h.rank}R = ${e.amount}${after}${mods ? `［${mods}］` : ''}。`;
    },
  },
  altitudeLost: {
    en: (e) =>
      e.cause === 'defence'
        ? `${e.who.name} loses 10 m of altitude defending while gliding.`
        : `${e.who.name} is gliding and loses another 0–30 m of altitude (GM's call).`,
    ja: (e) =>
      e.cause === 'defence'
        ? `${e.who.name}は滑空中の防御行動で高度10mを失う。`
        : `${e.who.name}は滑空中のため、さらに0〜30mの高度を失う（マスター裁量）。`,
  },
  spiritLinkFled: {
    en: (e, d) =>
      `Spirit link: ${e.partner.name} is mortally wounded and flees the battle at 3× speed carrying ${d.names(e.riders)}, ignoring commands; it dies on reaching ground or a safe altitude.`,
    ja: (e, d) =>
      `スピリットリンク：致命傷を受けた${e.partner.name}は${d.names(e.riders)}を乗せたまま通常の3倍の速度で戦場を離脱する（命令を受け付けない）。着地するか安全な空域に達した時点で力尽き、死亡する。`,
  },
  partnerDied: {
    en: (e, d) =>
      e.landed
        ? `${e.partner.name} lands with ${d.names(e.riders)} and dies (spirit link).`
        : `${e.partner.name} has carried ${d.names(e.riders)} to a safe altitude and dies (spirit link).`,
    ja: (e, d) =>
      e.landed
        ? `${e.partner.name}は${d.names(e.riders)}を乗せて着地し、力尽きて死亡した（スピリットリンク）。`
        : `${e.partner.name}は${d.names(e.riders)}を落下しても大丈夫な空域まで運び、力尽きて死亡した（スピリットリンク）。`,
  },
  mounted: {
    en: (e) =>
      `${e.rider.name} mounts ${e.partner.name}; from now on they act together on the partner's initiative${e.awkwardPenalty !== null ? `, both at −${e.awkwardPenalty}R to evasion and accuracy (not a riding partner)` : ''}.`,
    ja: (e) =>
      `${e.rider.name}は${e.partner.name}に騎乗した。以後、相棒のイニシアティブで同時に行動する${e.awkwardPenalty !== null ? `（非騎乗系相棒：両者とも回避・命中に−${e.awkwardPenalty}R）` : ''}。`,
  },
  dismounted: {
    en: (e) => `${e.rider.name} gets off ${e.partner.name}.`,
    ja: (e) => `${e.rider.name}は${e.partner.name}から降りた。`,
  },
  armourBoarded: {
    en: (e) => `${e.pilot.name} is aboard ${e.armour.name} (GM set-up).`,
    ja: (e) => `${e.pilot.name}は${e.armour.name}に搭乗している（マスター設定）。`,
  },
  armourDestroyed: {
    en: (e) => `${e.armour.name} is destroyed: it stops and only a workshop can repair it.`,
    ja: (e) => `${e.armour.name}は撃破された：機能停止、工房での修理が必要。`,
  },
  armourModeChanged: {
    en: (e) =>
      `${e.armour.name} is now ${e.to === 'standby' ? 'on standby' : e.to === 'stopped' ? 'stopped' : 'in combat'}.`,
    ja: (e) =>
      `${e.armour.name}は${e.to === 'standby' ? '待機（暖気）状態' : e.to === 'stopped' ? '停止状態' : '戦闘状態'}になった。`,
  },
  gliderModeChanged: {
    en: (e) => `${e.glider.name}: ${GLIDER_MODE_CHANGE[e.to].en}.`,
    ja: (e) => `${e.glider.name}：${GLIDER_MODE_CHANGE[e.to].ja}。`,
  },
  gliderModeChanging: {
    en: (e) => `${e.glider.name} warms up for combat flight (1 turn).`,
    ja: (e) => `${e.glider.name}は${TK_GLIDER_MODE_LABELS.combat.ja}のために暖気する（1ターン）。`,
  },
  gliderPowerLost: {
    en: (e) => `${e.glider.name} has no 練力 left and loses power: it can only glide.`,
    ja: (e) => `${e.glider.name}は練力が0になり動力を失った：滑空のみ可能。`,
  },
  kiChanged: {
    en: (e) =>
      e.cause === 'armourRound'
        ? `${e.who.name} uses ${e.drain} 練力 at the end of its round (${e.from} → ${e.to})${e.to === 0 ? ': it stops' : ''}.`
        : `${e.who.name}: 練力 ${e.from} → ${e.to} (${KI_CAUSE[e.cause].en}).`,
    ja: (e) =>
      e.cause === 'armourRound'
        ? `${e.who.name}はラウンド終了時に練力${e.drain}を消費（${e.from} → ${e.to}）${e.to === 0 ? '：機能停止' : ''}。`
        : `${e.who.name}：練力 ${e.from} → ${e.to}（${KI_CAUSE[e.cause].ja}）。`,
  },
} satisfies Partial<E>;
