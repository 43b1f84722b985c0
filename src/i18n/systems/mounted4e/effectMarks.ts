/**
 * The short mark of a 4e effect on a token (issue 19, B-14, B-15, B-3): what it does and how long, in one word
 * without spaces, so the board's chip row can lay it out like a condition chip ("Dz/SE", "5fire/SE",
 * "Atk−2/EoNT"; "幻/セ", "継5火/セ", "攻−2/次終"). The condition codes are the board's condition chips
 * (`src/i18n/conditionMarks.ts`: Dz, St … / 幻, 朦 …); the duration codes are the 4e players' own shorthand
 * (SE = save ends, EoNT / SoNT = end / start of next turn) in English and the books' words shortened in Japanese
 * (セ = セーヴ・終了, 次終 / 次始 = 次のターンの終了時 / 開始時); the defences are the books' (AC, 頑 反 意).
 */
import type { DamageType, DurationFacts, EffectWhat } from '../../../rules/mounted4e';
import { conditionMark } from '../../conditionMarks';
import type { Lang } from '../../describe';

const DEF: Readonly<Record<string, { en: string; ja: string }>> = {
  ac: { en: 'AC', ja: 'AC' },
  fort: { en: 'Fort', ja: '頑' },
  ref: { en: 'Ref', ja: '反' },
  will: { en: 'Will', ja: '意' },
  all: { en: 'Def', ja: '防' },
};

/** Short damage types (Japanese: the books' one-character keywords). */
const TYPE: Readonly<Record<DamageType, { en: string; ja: string }>> = {
  untyped: { en: 'dmg', ja: '' },
  acid: { en: 'acid', ja: '酸' },
  cold: { en: 'cold', ja: '冷' },
  fire: { en: 'fire', ja: '火' },
  force: { en: 'force', ja: '力' },
  lightning: { en: 'ltng', ja: '電' },
  necrotic: { en: 'necr', ja: '死' },
  poison: { en: 'pois', ja: '毒' },
  psychic: { en: 'psy', ja: '精' },
  radiant: { en: 'rad', ja: '光' },
  thunder: { en: 'thdr', ja: '雷' },
};

const sign = (v: number): string => (v < 0 ? `−${-v}` : `+${v}`);

/** What an effect does, in a few characters. */
export function whatMark(w: EffectWhat, lang: Lang): string {
  switch (w.kind) {
    case 'condition':
      return (
        conditionMark(w.condition, lang) ??
        (lang === 'ja' ? '状' : w.condition.slice(0, 2).replace(/^./, (c) => c.toUpperCase()))
      );
    case 'attack':
      return `${lang === 'en' ? 'Atk' : '攻'}${sign(w.value)}`;
    case 'defence':
      return `${DEF[w.defence]?.[lang] ?? w.defence}${sign(w.value)}`;
    case 'ongoing':
      return lang === 'en' ? `${w.amount}${TYPE[w.damageType].en}` : `継${w.amount}${TYPE[w.damageType].ja}`;
    case 'combatAdvantage':
      return lang === 'en' ? 'CA' : '優位';
  }
}

/** How long, in a few characters. */
export function durationMark(d: Pick<DurationFacts, 'kind'>, lang: Lang): string {
  const en = lang === 'en';
  switch (d.kind) {
    case 'saveEnds':
      return en ? 'SE' : 'セ';
    case 'endOfSourceNext':
    case 'endOfTargetNext':
      return en ? 'EoNT' : '次終';
    case 'startOfNext':
      return en ? 'SoNT' : '次始';
    case 'encounter':
      return en ? 'Enc' : '遭';
  }
}

/** The whole mark: "Dz/SE" (never contains a space: the board lays out chips word by word). */
export function effectMark(
  f: { readonly what: EffectWhat; readonly duration: Pick<DurationFacts, 'kind'> },
  lang: Lang,
): string {
  return `${whatMark(f.what, lang)}/${durationMark(f.duration, lang)}`;
}
