/** Pieces shared by the Tenkai describers: formulas, modifier lists, "spent on" phrases. */
import type { TkDamageTable, TkDoing, TkHitModifier, TkModifier, TkResult } from '../../../rules/tenkai';
import type { Describe, Lang } from '../../describe';
import { squares } from '../../plural';
import { modLabel } from './mods';
import { diceValue, rankValue, signed, TK_AP_ACTION_LABELS } from './terms';

/** The damage formula of a table and result (TK-DMG-2..5); Japanese as the source writes it. */
export function formula(table: TkDamageTable, result: TkResult, lang: Lang): string {
  const en = lang === 'en';
  switch (table) {
    case 'evade':
      switch (result) {
        case 'penetrate':
          return en ? '攻撃/10 + 2F − 防御/20' : '（攻撃／10）＋（固定攻撃力×2）−（防御／20）';
        case 'direct':
          return en ? '攻撃/10 + 2F − 防御/10' : '（攻撃／10）＋（固定攻撃力×2）−（防御／10）';
        case 'light':
          return en ? '攻撃/20 + F − 防御/20' : '（攻撃／20）＋（固定攻撃力）−（防御／20）';
        case 'graze':
          return en ? 'F' : '固定攻撃力のみ';
        case 'miss':
          return en ? 'none' : 'ダメージなし';
      }
      break;
    case 'guard':
      switch (result) {
        case 'penetrate':
          return en ? '攻撃/10 + 2F − min(防御, 受防)/20' : '（攻撃／10）＋（固定攻撃力×2）−（防御と受防の低い方／20）';
        case 'direct':
          return en ? '攻撃/10 + 2F − 受防/10' : '（攻撃／10）＋（固定攻撃力×2）−（受防／10）';
        case 'light':
          return en ? '攻撃/20 + 2F − 受防/20' : '（攻撃／20）＋（固定攻撃力×2）−（受防／20）';
        case 'graze':
          return en ? '攻撃/20 + F − 受防/20' : '（攻撃／20）＋（固定攻撃力）−（受防／20）';
        case 'miss':
          return en ? '攻撃/20 − 受防/20' : '（攻撃／20）−（受防／20）';
      }
      break;
    case 'perception':
      switch (result) {
        case 'penetrate':
          return en ? '知覚/10 + 2F − 抵抗/40' : '（知覚／10）＋（固定攻撃力×2）−（抵抗／40）';
        case 'direct':
          return en ? '知覚/10 + 2F − 抵抗/10' : '（知覚／10）＋（固定攻撃力×2）−（抵抗／10）';
        case 'light':
          return en ? '知覚/10 + F − 抵抗/10' : '（知覚／10）＋（固定攻撃力）−（抵抗／10）';
        case 'graze':
          return en ? '知覚/20 − 抵抗/20' : '（知覚／20）−（抵抗／20）';
        case 'miss':
          return en ? 'none' : 'ダメージなし';
      }
      break;
    case 'autoHit':
      if (result === 'penetrate') return en ? '知覚/10 + 2F − 抵抗/20' : '（知覚／10）＋（固定攻撃力×2）−（抵抗／20）';
      return en ? '知覚/10 + 2F − 抵抗/10' : '（知覚／10）＋（固定攻撃力×2）−（抵抗／10）';
  }
  return '';
}

/** Hit-check modifiers with their values: "guarding against shooting +2R; distance 5 squares −2R". */
export function hitMods(mods: readonly TkHitModifier[], lang: Lang): string {
  return mods
    .map(
      (m) =>
        `${modLabel(m.source.key, m.source.n, lang)} ${m.kind === 'ranks' ? rankValue(m.value) : diceValue(m.value)}`,
    )
    .join(lang === 'en' ? '; ' : '、');
}

/** Status-check or heal modifiers with their values: "poisons already on the target -2". */
export function rankMods(mods: readonly TkModifier[], lang: Lang): string {
  return mods
    .map((m) => `${modLabel(m.source.key, m.source.n, lang)} ${signed(m.value)}`)
    .join(lang === 'en' ? '; ' : '、');
}

/** What AP were spent on. */
export function doing(w: TkDoing, d: Describe): string {
  const en = d.lang === 'en';
  switch (w.m) {
    case 'doAction': {
      const label = TK_AP_ACTION_LABELS[w.action][d.lang];
      return w.times > 1 ? `${label}${en ? ' ' : ''}×${w.times}` : label;
    }
    case 'doAttack':
      return en ? 'attack' : '攻撃';
    case 'doSkill':
      return w.skill;
    case 'doHeal':
      return en ? 'heal' : '回復';
    case 'doGliderAttack':
      return en ? `${w.glider.name}'s attack` : `${w.glider.name}の攻撃`;
    case 'doMount':
      return en ? `mount ${w.partner.name}` : `${w.partner.name}に騎乗`;
    case 'doMountedBy':
      return en ? `${w.rider.name} mounts` : `${w.rider.name}の騎乗`;
    case 'doDismount':
      return en ? `dismount ${w.partner.name}` : `${w.partner.name}から降りる`;
    case 'doDismountedBy':
      return en ? `${w.rider.name} dismounts` : `${w.rider.name}の降車`;
    case 'doMove':
      switch (w.mode) {
        case 'walk':
          return en ? `move ${squares(w.squares, 'en')}` : `移動${w.squares}スクエア`;
        case 'dash':
          return en ? `dash ${squares(w.squares, 'en')}` : `ダッシュ${w.squares}スクエア`;
        case 'auto':
          return en
            ? `move ${squares(w.squares, 'en')} (moves and dashes)`
            : `移動${w.squares}スクエア（移動・ダッシュ）`;
        case 'partner':
          return en
            ? `move ${squares(w.squares, 'en')} at 移動 ${w.speed} per AP`
            : `移動${w.squares}スクエア（1行動につき${w.speed}）`;
      }
      break;
    case 'doLongJump':
      return en ? 'running long jump (10 m)' : '走り幅跳び（10m）';
    case 'doFullMoveRider':
      return en ? 'full move of the partner' : '相棒の全力移動';
    case 'doFullMove':
      return en ? `full move (3× 移動 = ${w.distance})` : `全力移動（移動×3 = ${w.distance}）`;
    case 'doGlidingControl':
      return en ? `controlling the gliding ${w.glider.name}` : `滑空する${w.glider.name}の操縦`;
    case 'doTurnRidden': {
      const label = en ? 'turn to face with its rider aboard' : '方向転換（相棒騎乗時）';
      return w.times > 1 ? `${label}${en ? ' ' : ''}×${w.times}` : label;
    }
    case 'doFlee':
      return en
        ? `spirit-link flight, ${squares(w.squares, 'en')} at 3× speed (${w.speed} per AP)`
        : `スピリットリンクによる離脱${w.squares}スクエア（通常の3倍の速度、1行動につき${w.speed}）`;
  }
  return '';
}

/** "(x, y)". */
export function at(p: { readonly x: number; readonly y: number }): string {
  return `(${p.x}, ${p.y})`;
}
