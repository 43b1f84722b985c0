/**
 * The "plain" system's text (its catalogue): events and messages in English and Japanese, its condition, its name
 * and its rules reference — everything the i18n layer needs of a system, in the system's own part.
 */
import { catalogue, type Describe } from '..';
import type { RuleEntry } from '../reference';
import type { PlEvents, PlMsgs } from '../../app/testing/plain/rules';

const book = { kind: 'book', book: 'Plain rules (test fixture)' } as const;
const group = { en: 'Plain rules', ja: '簡易ルール' };

/** Its four rules, in reference order. */
export const PLAIN_RULES: RuleEntry[] = [
  {
    id: 'PL-MOVE-1',
    system: 'plain',
    group,
    title: { en: 'Moving', ja: '移動' },
    statement: {
      en: 'A creature moves up to its speed in squares.',
      ja: 'クリーチャーは移動速度のマス数まで移動できる。',
    },
    source: book,
    keywords: { en: ['move', 'speed'], ja: ['移動'] },
  },
  {
    id: 'PL-ATK-1',
    system: 'plain',
    group,
    title: { en: 'Attack roll', ja: '攻撃ロール' },
    statement: {
      en: 'Roll a d20 and add the attack bonus; the attack hits when the total reaches the target’s AC.',
      ja: '二十面体ダイスを振って攻撃修正を足し、合計が目標の防御値以上なら命中する。',
    },
    source: book,
    keywords: { en: ['attack', 'AC', 'd20'], ja: ['攻撃', '命中'] },
  },
  {
    id: 'PL-ATK-2',
    system: 'plain',
    group,
    title: { en: 'Damage', ja: 'ダメージ' },
    statement: { en: 'A hit deals the attacker’s damage.', ja: '命中すると攻撃者のダメージを与える。' },
    source: book,
  },
  {
    id: 'PL-COND-1',
    system: 'plain',
    group,
    title: { en: 'Dazed', ja: '朦朧' },
    statement: {
      en: 'A dazed creature takes −2 to attack rolls.',
      ja: '朦朧状態のクリーチャーは攻撃ロールに−2を受ける。',
    },
    source: book,
  },
];

const hitEn = (e: PlEvents['plAttacked']) => (e.hit ? `hits for ${e.damage} damage` : 'misses');
const hitJa = (e: PlEvents['plAttacked']) => (e.hit ? `命中、${e.damage}点のダメージ` : '外れ');
const ac = (e: PlEvents['plAttacked'], d: Describe) =>
  e.ac > 0 ? (d.lang === 'en' ? ` vs AC ${e.ac}` : `対 防御値${e.ac}`) : '';

/** The catalogue of the `plain` rule system (the compiler checks every event and message has a describer). */
export const plainCatalogue = catalogue<PlEvents, PlMsgs>({
  events: {
    plAttacked: {
      en: (e, d) =>
        `${e.attacker.name} attacks ${e.target.name}: d20 ${e.die} + ${e.bonus} = ${e.total}${ac(e, d)}, ${hitEn(e)} (${d.rules(e.rules)}).`,
      ja: (e, d) =>
        `${e.attacker.name}が${e.target.name}を攻撃：出目${e.die}＋${e.bonus}＝${e.total}${ac(e, d)}、${hitJa(e)}（${d.rules(e.rules)}）。`,
    },
  },
  msgs: {
    plSelfAttack: {
      en: (m) => `${m.who.name} cannot attack itself.`,
      ja: (m) => `${m.who.name}は自分を攻撃できない。`,
    },
    plRollAttack: { en: (m) => `attack roll of ${m.who.name}`, ja: (m) => `${m.who.name}の攻撃ロール` },
  },
  conditions: { dazed: { en: 'dazed', ja: '朦朧' } },
  name: { en: 'Plain (test system)', ja: '簡易ルール（試験用）' },
  reference: { rules: PLAIN_RULES },
});

/** The labels of its UI (the attack in the token menu and the players' menu). */
export const PLAIN_LABELS = {
  attack: { en: 'Attack', ja: '攻撃する' },
  help: { en: 'Drag a token to move it · right-click: attack', ja: 'コマをドラッグで移動・右クリックで攻撃' },
  attackWho: (name: string) => ({ en: `Attack ${name}`, ja: `${name}を攻撃する` }),
} as const;
