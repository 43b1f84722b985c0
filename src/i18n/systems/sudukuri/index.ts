/**
 * The 巣作りドラゴン catalogue: the text of the rule system's events and messages in English and Japanese (the
 * compiler checks every event and message has a describer), the names of its creature fields and conditions.
 */
import type { CoreEvents } from '../../../rules';
import type { SdEvents, SdMsgs } from '../../../rules/sudukuri';
import { catalogue, type EventDescribers } from '../../describe';
import { battleEvents } from './battle';
import { msgs } from './msgs';
import { names, policyName } from './terms';

type SetupEvents = Pick<
  SdEvents,
  'sdBattleSet' | 'sdBattleReset' | 'sdBattleCleared' | 'sdTargetPolicyChanged' | 'sdTargetChosen'
>;

/** Setting up and steering the battle (no step prefix: these are not steps of the procedure). */
const setupEvents: EventDescribers<SetupEvents> = {
  sdBattleSet: {
    en: (e) =>
      `Battle set up: ${names(e.pc, 'en')} (PC side) vs ${names(e.opp, 'en')} (opposing side); targets: ${policyName(e.policy, 'en')} (SD-R1).`,
    ja: (e) =>
      `戦闘を設定：ＰＣ側 ${names(e.pc, 'ja')} 対 相手側 ${names(e.opp, 'ja')}；対象選択：${policyName(e.policy, 'ja')}（SD-R1）。`,
  },
  sdBattleReset: { en: () => 'The battle is reset to its start.', ja: () => '戦闘を開始時点に戻した。' },
  sdBattleCleared: { en: () => 'The battle is removed.', ja: () => '戦闘を削除した。' },
  sdTargetPolicyChanged: {
    en: (e) => `Target policy: ${policyName(e.policy, 'en')} (SD-R1).`,
    ja: (e) =>
      `対象選択方式：${policyName(e.policy, 'ja')}（SD-R1）${e.cleared ? '。対象の選択待ちを取り消した' : ''}。`,
  },
  sdTargetChosen: {
    en: (e) => `${e.attacker.name} targets ${e.target.name} (SD-R1).`,
    ja: (e) => `${e.attacker.name}の対象：${e.target.name}（SD-R1）。`,
  },
};

/**
 * Kernel events this system words in its own terms: 巣作りドラゴン says 体力 where the kernel's Japanese says HP (the
 * English is the kernel's).
 */
type KernelWorded = Pick<CoreEvents, 'damaged' | 'healed'>;
/** " (HP 12/20)" / "（体力 12/20）", or nothing when the reader may not know the figures (players, issue 26). */
const hpAfter = (e: { readonly hp: number | null; readonly hpMax: number | null }, lang: 'en' | 'ja'): string =>
  e.hp === null || e.hpMax === null ? '' : lang === 'en' ? ` (HP ${e.hp}/${e.hpMax})` : `（体力 ${e.hp}/${e.hpMax}）`;

const kernelWorded: EventDescribers<KernelWorded> = {
  damaged: {
    en: (e) => `${e.who.name} takes ${e.amount} damage${hpAfter(e, 'en')}.`,
    ja: (e) => `${e.who.name}は${e.amount}点のダメージを受けた${hpAfter(e, 'ja')}。`,
  },
  healed: {
    en: (e) => `${e.who.name} regains ${e.amount} HP${hpAfter(e, 'en')}.`,
    ja: (e) => `${e.who.name}は体力を${e.amount}点回復した${hpAfter(e, 'ja')}。`,
  },
};

/** The catalogue of the `sudukuri` rule system. */
export const sudukuriCatalogue = catalogue<SdEvents & KernelWorded, SdMsgs>({
  events: { ...setupEvents, ...battleEvents, ...kernelWorded },
  msgs,
  name: { en: 'Sudukuri Dragon (巣作りドラゴン)', ja: '巣作りドラゴン' },
  // Loaded after the board's first frame (start-up, issue 33): ./reference.ts is a chunk of its own.
  reference: () => import('./reference').then((m) => m.sudukuriReference),
  fields: {
    hp: { en: 'HP', ja: '体力点' },
    hpMax: { en: 'HP max', ja: '最大体力' },
    tempHp: { en: 'temporary HP', ja: '一時的な体力' },
    atk: { en: 'attack', ja: '攻撃力' },
    def: { en: 'defence', ja: '防御力' },
    skills: { en: 'skills', ja: '技能' },
  },
  // The board's markers (no rule effect in 巣作りドラゴン), in the Japanese 4e terms they come from.
  conditions: {
    prone: { en: 'prone', ja: '伏せ状態' },
    dazed: { en: 'dazed', ja: '幻惑状態' },
    stunned: { en: 'stunned', ja: '朦朧状態' },
    immobilised: { en: 'immobilised', ja: '移動不能状態' },
    restrained: { en: 'restrained', ja: '拘束状態' },
    squeezing: { en: 'squeezing', ja: '窮屈な場所に入っている' },
  },
});

export { SKILL_NAMES, skillLabel } from './skills';
export { policyName, sideName, stepTitle } from './terms';
