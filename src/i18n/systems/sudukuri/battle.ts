/**
 * Describers of the 巣作りドラゴン battle events (SD-STEP-01..13): each line starts with its step id in brackets,
 * "[SD-STEP-08] …", and gives the dice and the arithmetic. The English sentences are the log's as it has always
 * read (skill names in the source's Japanese where it wrote them); the Japanese uses the source's terms.
 */
import type { SdEvents, SdStepEvent } from '../../../rules/sudukuri';
import type { EventDescribers, Lang } from '../../describe';
import { hitFormulaText, magicFormulaText, physicalFormulaText } from './formulas';
import { skillJa, skillLabel } from './skills';
import { names, sideName, signed } from './terms';

type BattleEvents = Omit<
  SdEvents,
  'sdBattleSet' | 'sdBattleReset' | 'sdBattleCleared' | 'sdTargetPolicyChanged' | 'sdTargetChosen'
>;

/** "[SD-STEP-08] " + the sentence. */
const at =
  <E extends SdStepEvent>(f: (e: E) => string) =>
  (e: E): string =>
    `[${e.step}] ${f(e)}`;

const CANCELLER = { tactician: '策士', scholar: '知者', sage: '賢者' } as const;

const hitResultText = (hit: 0 | 1 | 2, total: number | null, lang: Lang): string => {
  if (hit === 2) return lang === 'en' ? 'critical hit' : 'クリティカル';
  if (hit === 1) return lang === 'en' ? 'hit' : '成功';
  if (total !== null && total <= 2) return lang === 'en' ? 'miss (2 always fails)' : '失敗（2以下は自動失敗）';
  return lang === 'en' ? 'miss' : '失敗';
};

/** "2d6 3+4 = 7" ("2D6 …" in Japanese, as BCDice prints it), or null when the reader may not see the roll (players, of a roller not theirs, issue 26). */
const roll2d6 = (
  e: { readonly dice: readonly [number, number] | null; readonly total: number | null },
  lang: Lang,
): string | null =>
  e.dice === null || e.total === null
    ? null
    : `${lang === 'ja' ? '2D6' : '2d6'} ${e.dice[0]}+${e.dice[1]} = ${e.total}`;

/** The name of a skill, or what it is when the reader may not know which (players, issue 26). */
const skillOr = (skill: Parameters<typeof skillLabel>[0] | null, unknown: Record<Lang, string>, lang: Lang): string =>
  skill === null ? unknown[lang] : skillLabel(skill, 1, lang);
const SPECIAL = { en: 'special attack', ja: '特殊攻撃' };
const DEADLY = { en: 'deadly blow', ja: '必殺' };

/** "; HP 12 → 5/20" / "；体力 12 → 5/20", or nothing when the reader may not know them (players, issue 26). */
function hpText(before: number | null, hp: number | null, max: number | null, lang: Lang): string {
  if (before === null || hp === null || max === null) return '';
  return lang === 'en' ? `; HP ${before} → ${hp}/${max}` : `；体力 ${before} → ${hp}/${max}`;
}

/** The battle events' describers. */
export const battleEvents: EventDescribers<BattleEvents> = {
  sdTargetRequested: {
    en: at((e) => `Waiting for a target for ${e.attacker.name}.`),
    ja: at((e) => `${e.attacker.name}の対象の選択を待っています。`),
  },
  sdSpecialsChecked: {
    en: at(() => 'Nobody holds 魔眼の矢/疾風迅雷.'),
    ja: at(() => '魔眼の矢・疾風迅雷の所持者なし。'),
  },
  sdSpecialRolled: {
    en: at((e) => {
      const r = roll2d6(e, 'en');
      const hp = e.hpBefore === null || e.hp === null ? '' : ` (${e.hpBefore} → ${e.hp})`;
      const result = e.hit ? `${e.damage} damage${hp}` : 'no effect';
      return `${e.attacker.name}'s ${skillOr(e.skill, SPECIAL, 'en')} at ${e.target.name}: ${r === null ? '' : `${r} vs ${e.need} → `}${result}.`;
    }),
    ja: at((e) => {
      const r = roll2d6(e, 'ja');
      const hp = e.hpBefore === null || e.hp === null ? '' : `（${e.hpBefore} → ${e.hp}）`;
      const result = e.hit ? `${e.damage}点のダメージ${hp}` : '効果なし';
      return `${e.attacker.name}の${skillOr(e.skill, SPECIAL, 'ja')}→${e.target.name}：${r === null ? '' : `${r}（${e.need}以上で成功）→ `}${result}。`;
    }),
  },
  sdAttacksCounted: {
    en: at((e) => `Physical attacks this turn: ${e.counts.map((c) => `${c.who.name} ${c.attacks}`).join(', ')}.`),
    ja: at((e) => `このターンの物理攻撃回数：${e.counts.map((c) => `${c.who.name} ${c.attacks}`).join('、')}。`),
  },
  sdOrderDecided: {
    // Without the opposing side's 奇襲心得 (players, issue 26): the PC side's, and who attacks first.
    en: at((e) => {
      const why =
        e.oppAmbush === null
          ? e.pcAmbush
            ? 'the PC side holds 奇襲心得 → '
            : ''
          : `${
              e.pcAmbush && e.oppAmbush
                ? 'both hold 奇襲心得: they cancel'
                : e.oppAmbush
                  ? 'only the opposing side holds 奇襲心得'
                  : e.pcAmbush
                    ? 'the PC side holds 奇襲心得'
                    : 'nobody holds 奇襲心得'
            } → `;
      return `${why}${why ? 'the' : 'The'} ${sideName(e.first, 'en')} attacks first.`;
    }),
    ja: at((e) => {
      const why =
        e.oppAmbush === null
          ? e.pcAmbush
            ? 'ＰＣ側が奇襲心得 → '
            : ''
          : `${
              e.pcAmbush && e.oppAmbush
                ? '双方が奇襲心得：相殺'
                : e.oppAmbush
                  ? '相手側のみ奇襲心得'
                  : e.pcAmbush
                    ? 'ＰＣ側が奇襲心得'
                    : '奇襲心得なし'
            } → `;
      return `${why}${sideName(e.first, 'ja')}が先攻。`;
    }),
  },
  sdImmunityChecked: {
    en: at((e) =>
      e.immune.length ? `必殺無効: ${names(e.immune, 'en')} (no deadly rolls against them).` : 'Nobody holds 必殺無効.',
    ),
    ja: at((e) =>
      e.immune.length ? `必殺無効：${names(e.immune, 'ja')}（必殺判定を行わない）。` : '必殺無効の所持者なし。',
    ),
  },
  sdAttackDeclared: {
    en: at((e) => {
      if (e.rolls === null) return `${e.attacker.name} → ${e.target.name}.`;
      const r = e.rolls
        .map(
          (x) => `${CANCELLER[x.skill]} ${x.dice[0]}+${x.dice[1]} = ${x.total} vs ${x.need}${x.success ? ' ✓' : ' ✗'}`,
        )
        .join('; ');
      return `${e.attacker.name} → ${e.target.name}${r ? `: ${r}` : ''}${e.rolls.length ? ' → not cancelled.' : ' (no 策士/知者/賢者).'}`;
    }),
    ja: at((e) => {
      if (e.rolls === null) return `${e.attacker.name}→${e.target.name}。`;
      const r = e.rolls
        .map(
          (x) =>
            `${CANCELLER[x.skill]} ${x.dice[0]}+${x.dice[1]} = ${x.total}（${x.need}以上で成功）${x.success ? '○' : '×'}`,
        )
        .join('、');
      return `${e.attacker.name}→${e.target.name}${r ? `：${r}` : ''}${e.rolls.length ? ' → 無効化失敗。' : '（策士・知者・賢者なし）。'}`;
    }),
  },
  sdAttackCancelled: {
    en: at((e) => {
      if (e.rolls === null)
        return `${e.attacker.name} → ${e.target.name}: all of ${e.attacker.name}'s normal attacks on ${e.target.name} are cancelled this turn.`;
      const r = e.rolls
        .map(
          (x) => `${CANCELLER[x.skill]} ${x.dice[0]}+${x.dice[1]} = ${x.total} vs ${x.need}${x.success ? ' ✓' : ' ✗'}`,
        )
        .join('; ');
      return `${e.attacker.name} → ${e.target.name}: ${r} → all of ${e.attacker.name}'s normal attacks on ${e.target.name} are cancelled this turn.`;
    }),
    ja: at((e) => {
      if (e.rolls === null)
        return `${e.attacker.name}→${e.target.name}：このターンの${e.attacker.name}から${e.target.name}への通常攻撃はすべて無効。`;
      const r = e.rolls
        .map(
          (x) =>
            `${CANCELLER[x.skill]} ${x.dice[0]}+${x.dice[1]} = ${x.total}（${x.need}以上で成功）${x.success ? '○' : '×'}`,
        )
        .join('、');
      return `${e.attacker.name}→${e.target.name}：${r} → このターンの${e.attacker.name}から${e.target.name}への通常攻撃はすべて無効。`;
    }),
  },
  sdHitRolled: {
    // A reader who may not see the roll, the count or the target (players, issue 26) reads what is left.
    en: at((e) => {
      const count = e.attack === null || e.attacks === null ? '' : ` ${e.attack}/${e.attacks}`;
      const r = roll2d6(e, 'en');
      const vs =
        e.targetNumber === null
          ? ''
          : ` vs ${e.targetNumber}${e.formula ? ` (${hitFormulaText(e.formula, 'en')})` : ''}`;
      return `${e.attacker.name} → ${e.target.name}, physical attack${count}${r === null ? '' : `: ${r}${vs}`} → ${hitResultText(e.hit, e.total, 'en')}.`;
    }),
    ja: at((e) => {
      const count = e.attack === null || e.attacks === null ? '' : `${e.attack}/${e.attacks}回目`;
      const r = roll2d6(e, 'ja');
      const vs =
        e.targetNumber === null
          ? ''
          : `（基準${e.targetNumber}${e.formula ? `：${hitFormulaText(e.formula, 'ja')}` : ''}）`;
      return `${e.attacker.name}→${e.target.name} 物理攻撃${count}${r === null ? '' : `：${r}${vs}`}${vs ? '' : ' '}→ ${hitResultText(e.hit, e.total, 'ja')}。`;
    }),
  },
  sdDeadlySkipped: {
    en: at((e) => `${e.target.name} holds 必殺無効: no deadly roll.`),
    ja: at((e) => `${e.target.name}は必殺無効：必殺判定なし。`),
  },
  sdDeadlyRolled: {
    en: at((e) => {
      const r = roll2d6(e, 'en');
      const result = e.success ? `${e.target.name}'s HP becomes 0` : 'no effect';
      return `${e.attacker.name}'s ${skillOr(e.skill, DEADLY, 'en')}: ${r === null ? '' : `${r} vs ${e.need} → `}${result}.`;
    }),
    ja: at((e) => {
      const r = roll2d6(e, 'ja');
      const result = e.success ? `${e.target.name}の体力点は0` : '効果なし';
      return `${e.attacker.name}の${skillOr(e.skill, DEADLY, 'ja')}：${r === null ? '' : `${r}（${e.need}以上で成功）→ `}${result}。`;
    }),
  },
  sdPhysicalDamageDealt: {
    // Without the formula (players, unless both sides are theirs, issue 26): the damage.
    en: at(
      (e) =>
        `${e.attacker.name} → ${e.target.name}: ${e.formula ? physicalFormulaText(e.formula, 'en') : `${e.damage} damage`}${hpText(e.hpBefore, e.hp, e.maxHp, 'en')}.`,
    ),
    ja: at(
      (e) =>
        `${e.attacker.name}→${e.target.name}：${e.formula ? physicalFormulaText(e.formula, 'ja') : `${e.damage}点のダメージ`}${hpText(e.hpBefore, e.hp, e.maxHp, 'ja')}。`,
    ),
  },
  sdMagicDamageDealt: {
    en: at((e) => {
      const bar = e.barrier ? ` → 魔法障壁: negated, ${e.target.name} takes 1 instead` : '';
      const ult = !e.selfDamage
        ? ''
        : e.selfBefore === null || e.selfHp === null || e.selfMaxHp === null
          ? `; ${e.attacker.name} takes ${e.selfDamage} recoil`
          : `; 究極魔法 costs ${e.attacker.name} ${e.selfDamage} (${e.selfBefore} → ${e.selfHp}/${e.selfMaxHp})`;
      // Without the formula (players, of an attacker not theirs, issue 26): magic, and the damage.
      const what = e.formula ? magicFormulaText(e.formula, 'en') : `magic${e.barrier ? '' : `, ${e.damage} damage`}`;
      return `${e.attacker.name} → ${e.target.name}: ${what}${bar}${hpText(e.hpBefore, e.hp, e.maxHp, 'en')}${ult}.`;
    }),
    ja: at((e) => {
      const bar = e.barrier ? ` → 魔法障壁：無効化、代わりに${e.target.name}に1点` : '';
      const ult = !e.selfDamage
        ? ''
        : e.selfBefore === null || e.selfHp === null || e.selfMaxHp === null
          ? `；反動で${e.attacker.name}に${e.selfDamage}点`
          : `；究極魔法の反動で${e.attacker.name}に${e.selfDamage}点（${e.selfBefore} → ${e.selfHp}/${e.selfMaxHp}）`;
      const what = e.formula
        ? magicFormulaText(e.formula, 'ja')
        : `魔法${e.barrier ? '' : `、${e.damage}点のダメージ`}`;
      return `${e.attacker.name}→${e.target.name}：${what}${bar}${hpText(e.hpBefore, e.hp, e.maxHp, 'ja')}${ult}。`;
    }),
  },
  sdJumpedToStep10: {
    en: at((e) => `${e.who.name} is at 0 HP: the rest of the turn's attacks are skipped → SD-STEP-10.`),
    ja: at((e) => `${e.who.name}の体力が0点：このターンの残りの攻撃は省略 → SD-STEP-10へ。`),
  },
  sdTurnEndApplied: {
    en: at((e) => {
      if (!e.changes.length) return 'No regeneration or aura applies.';
      // Without the terms or the HP (players, of a character not theirs, issue 26): the change.
      const terms = (c: (typeof e.changes)[number]): string =>
        c.terms === null
          ? ''
          : `${c.terms.map((t) => `${signed(t.value)} ${skillJa(t.skill)}${t.from ? `(${t.from.name})` : ''}`).join(' ')} = `;
      return `${e.changes.map((c) => `${c.who.name}: ${terms(c)}${signed(c.delta)}${hpText(c.hpBefore, c.hp, c.maxHp, 'en')}`).join('. ')}.`;
    }),
    ja: at((e) => {
      if (!e.changes.length) return '回復・毒の空気・高速魔法の適用なし。';
      const terms = (c: (typeof e.changes)[number]): string =>
        c.terms === null
          ? ''
          : `${c.terms.map((t) => `${signed(t.value)} ${skillJa(t.skill)}${t.from ? `(${t.from.name})` : ''}`).join(' ')} = `;
      return `${e.changes.map((c) => `${c.who.name}：${terms(c)}${signed(c.delta)}${hpText(c.hpBefore, c.hp, c.maxHp, 'ja')}`).join('。')}。`;
    }),
  },
  sdRevived: {
    // Without the counts and HP (players, of a character not theirs, issue 26): that it revived.
    en: at((e) =>
      e.used === null || e.maxHp === null
        ? `${e.who.name} revives (不死身/竜の化身).`
        : `${e.who.name} revives (不死身/竜の化身 ${e.used}/${e.of}): HP ⌈${e.maxHp}/2⌉ = ${e.hp}.`,
    ),
    ja: at((e) =>
      e.used === null || e.maxHp === null
        ? `${e.who.name}が復活（不死身・竜の化身）。`
        : `${e.who.name}が復活（不死身・竜の化身 ${e.used}/${e.of}回目）：体力 ⌈${e.maxHp}/2⌉ = ${e.hp}。`,
    ),
  },
  sdDefeated: {
    en: at((e) => `${e.who.name} stays at 0 HP and is out of the battle.`),
    ja: at((e) => `${e.who.name}は体力0点で確定、戦闘から脱落。`),
  },
  sdTurnSurvived: {
    en: at(() => 'Both sides still stand.'),
    ja: at(() => '双方とも健在。'),
  },
  sdLastStrikeDealt: {
    // Without the striker's skills or the target's HP (players, of characters not theirs, issue 26).
    en: at((e) => {
      const what = strikeWhat(e);
      const hp =
        e.hpBefore === null || e.hp === null
          ? ''
          : `: HP ${e.hpBefore} → ${e.hp}${e.hp === 0 ? ', out without revival' : ''}`;
      return `${e.striker.name} strikes ${e.target.name}${what ? ` (${what})` : ''}${hp}.`;
    }),
    ja: at((e) => {
      const what = strikeWhat(e);
      const hp =
        e.hpBefore === null || e.hp === null
          ? ''
          : `：体力 ${e.hpBefore} → ${e.hp}${e.hp === 0 ? '、不死身なしで確定' : ''}`;
      return `${e.striker.name}が${e.target.name}に最期の一撃${what ? `（${what}）` : ''}${hp}。`;
    }),
  },
  sdLastStrikeMissed: {
    en: at((e) => `${e.striker.name}'s last strike has nobody standing to hit.`),
    ja: at((e) => `${e.striker.name}の最期の一撃：対象が残っていない。`),
  },
  sdTurnStarted: {
    en: at((e) => `Turn ${e.turn} begins.`),
    ja: at((e) => `第${e.turn}ターン開始。`),
  },
  sdBattleEnded: {
    en: at((e) =>
      e.mutual
        ? `Both sides fell in turn ${e.turn}: a mutual wipe-out counts as the PC side's defeat.`
        : `Turn ${e.turn}: the ${sideName(e.winner, 'en')} wins.`,
    ),
    ja: at((e) =>
      e.mutual
        ? `第${e.turn}ターンに双方が体力0点：相討ちはＰＣ側の敗北。`
        : `第${e.turn}ターン：${sideName(e.winner, 'ja')}の勝利。`,
    ),
  },
  sdBattleDrawn: {
    en: at((e) => `Turn cap (${e.maxTurns}) reached: the battle is a draw (it may never end).`),
    ja: at((e) => `ターン上限（${e.maxTurns}）に到達：引き分け（決着しない構成の可能性）。`),
  },
};

/** "鬼の気迫 5 + 乾坤一擲 → 0" (the same in both languages: the source's names); '' when not shown (issue 26). */
function strikeWhat(e: { readonly spirit: number | null; readonly allOrNothing: boolean | null }): string {
  return [e.spirit ? `鬼の気迫 ${e.spirit}` : '', e.allOrNothing ? '乾坤一擲 → 0' : ''].filter(Boolean).join(' + ');
}
