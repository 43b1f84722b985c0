/**
 * Rulings where the source (seed 003) is silent or ambiguous: SD-R1..R5 from the digest, SD-R6..R11 ours.
 * The UI's rules reference shows these; docs/rules-sudukuri.md says the same in prose.
 */
import { tx, type Text } from '../core/text';

/** One ruling. */
export interface Ruling {
  id: string;
  title: Text;
  text: Text;
  /** True when the app lets the group switch it. */
  switchable: boolean;
}

/** All rulings in id order. */
export const RULINGS: readonly Ruling[] = [
  {
    id: 'SD-R1',
    title: tx('Who is "one target"', '「対象一体」は誰か'),
    text: tx(
      'Target policy, selectable per battle: lowest-hp (default: the living opponent with the lowest current HP, ties by list order), first (first living opponent in list order), or manual (the player/GM picks when there are two or more; the odds simulator uses lowest-hp).',
      '対象選択方式は戦闘ごとに選べる：lowest-hp（既定：現体力が最も低い生存中の相手、同値は並び順）、first（並び順で最初の生存者）、manual（相手が二人以上のときプレイヤー／GMが選ぶ。勝率計算では lowest-hp を使う）。',
    ),
    switchable: true,
  },
  {
    id: 'SD-R2',
    title: tx('Defeat with several characters', '複数キャラクターでの敗北'),
    text: tx(
      'A side is defeated when all its characters are at 0 HP and confirmed (step 11). A character confirmed at 0 is out for the rest of the battle; one with an unused 不死身/竜の化身 comes back at step 11 instead.',
      '陣営の全キャラクターが体力0点で確定（(11)）したとき、その陣営の敗北。確定したキャラクターは以後脱落。不死身・竜の化身が残っていれば(11)で復活する。',
    ),
    switchable: false,
  },
  {
    id: 'SD-R3',
    title: tx('The printed damage example 5', '物理ダメージ例５の誤記'),
    text: tx(
      'The source prints "6+1+2−4=5" for 銀の武器+魔法武器, subtracting the defence twice. The formula and every other example give 10+1+2−4 = 9, which the app uses. (Its second half, "10−2−6−15 = −13", counts 伝説防具 as 6 and leaves out the defence; by the formula it is 10−4−2−5−15 = −16, and either way the minimum of 1 applies.)',
      '原文の「6+1+2-4＝5点」は防御点を二重に引いている。計算式と他の全例に従い 10+1+2−4＝9点とする。（後半の「10-2-6-15＝−13点」は伝説防具を6点とし防御点を落としている。計算式では 10−4−2−5−15＝−16。いずれも最低1点。）',
    ),
    switchable: false,
  },
  {
    id: 'SD-R4',
    title: tx('Critical', 'クリティカル'),
    text: tx('"12 or more" on the success roll means a natural 12 on 2d6. It sets the defence to 0 for that attack.', '成功判定の「出目12以上」は2d6の12。その攻撃では防御点を0とする。'),
    switchable: false,
  },
  {
    id: 'SD-R5',
    title: tx('Who finished it', '止めを刺した相手'),
    text: tx(
      'For 鬼の気迫/乾坤一擲: the character whose damage took the holder to 0 (a 魔法障壁 point counts for the magic attacker; 究極魔法 recoil counts for the user itself, who then has nobody to strike). For a step-10 drop: the first opponent in list order that dealt step-10 damage.',
      '鬼の気迫・乾坤一擲の「止めを刺した相手」は、体力を0点にしたダメージの主（魔法障壁の1点はその魔法攻撃者、究極魔法の反動は本人＝対象なし）。(10)での0点は、並び順で最初の毒の空気・高速魔法の使用者。',
    ),
    switchable: false,
  },
  {
    id: 'SD-R6',
    title: tx('One target per attacker per turn', '攻撃者ごとにターン一体'),
    text: tx(
      'An attacker picks one target at step 5 for all its normal attacks that turn (every physical repeat and all its magic), matching step 5, where the cancel roll is per attacker. A character\'s 魔眼の矢/疾風迅雷 copies share one target in step 1.',
      '攻撃者は(5)でそのターンの通常攻撃（二回攻撃の全回と魔法すべて）の対象を一体選ぶ（(5)の無効化判定が攻撃者ごとであることに合わせる）。魔眼の矢・疾風迅雷は複数個でも(1)で対象一体。',
    ),
    switchable: false,
  },
  {
    id: 'SD-R7',
    title: tx('Last strikes when the side fights on', '陣営が戦闘継続中の最期の一撃'),
    text: tx(
      'A character confirmed at 0 strikes with 鬼の気迫/乾坤一擲 at step 12 of that turn even if its side still has others standing. Whoever drops to 0 from it is confirmed at once (no 不死身) and does not strike back.',
      '確定で脱落したキャラクターは、味方が残っていてもそのターンの(12)で鬼の気迫・乾坤一擲を使う。これで0点になった者は不死身なしで確定し、反撃はしない。',
    ),
    switchable: false,
  },
  {
    id: 'SD-R8',
    title: tx('Copies where the source is silent', '個数の扱い（原文に記載のないもの）'),
    text: tx(
      'Copies add up: weapons, armours, 竜の加護, fixed magic, each breath copy computed separately, 究極魔法 (25 and 10 recoil each), healing, 毒の空気/高速魔法, 鬼の気迫 (5 each), trap skills. Each copy of 魔眼の矢/疾風迅雷/策士/知者/賢者 rolls separately (策士 etc. and 必殺 stop at the first success).',
      '個数は加算：武器、防具、竜の加護、固定値の魔法、ブレス（一つずつ別計算）、究極魔法（各25点・反動各10点）、回復系、毒の空気・高速魔法、鬼の気迫（各5点）、罠技能。魔眼の矢・疾風迅雷・策士・知者・賢者は一つずつ判定（策士等と必殺は最初の成功で打ち切り）。',
    ),
    switchable: false,
  },
  {
    id: 'SD-R9',
    title: tx('Whose skill with several characters', '複数キャラクターでの技能の範囲'),
    text: tx(
      'The source writes every skill for a one-character side (味方側). With several characters each skill acts for its holder: 隊列/群 lower the holder\'s own success target; 猛者/熟練者/飛行, 鉄の体, armours, 竜の加護, 魔法障壁, 必殺無効 and 策士/知者/賢者 protect the holder. 奇襲心得 is side-wide (any living holder).',
      '原文は一陣営一キャラクターの書き方（味方側）。複数キャラクターでは技能は所持者に働く：隊列・群は所持者の攻撃の基準を下げ、猛者・熟練者・飛行・鉄の体・防具・竜の加護・魔法障壁・必殺無効・策士等は所持者を守る。奇襲心得のみ陣営単位（生存中の所持者がいれば有効）。',
    ),
    switchable: false,
  },
  {
    id: 'SD-R10',
    title: tx('Turn cap and draws', 'ターン上限と引き分け'),
    text: tx(
      'A battle that reaches the turn cap (default 200) ends as a draw: some configurations can never end (e.g. both sides regenerate more than they take each turn).',
      'ターン上限（既定200）に達した戦闘は引き分け。決着しない構成がある（例：双方とも受けるダメージより回復が多い）。',
    ),
    switchable: true,
  },
  {
    id: 'SD-R11',
    title: tx('Hard targets and repeats', '高い基準と繰り返し'),
    text: tx(
      'Only "2 or less always fails" is written, so a success target above 12 cannot be met (a natural 12 does not auto-succeed). After a miss a 二回攻撃 repeat still comes (steps 6–8 repeat per attack); magic (step 9) follows the last physical attack.',
      '原文は「2以下は自動失敗」のみなので、基準13以上は成功しない（12の自動成功はない）。失敗しても二回攻撃の次の攻撃は行う（(6)-(8)を回数分）。魔法(9)は最後の物理攻撃の後。',
    ),
    switchable: false,
  },
];
