/**
 * 巣作りドラゴン battle procedure, part 2: the 13-step turn (SD-STEP-01..13) under the source's own step headings,
 * and the rulings SD-R1..R5 (the digest's) and SD-R6..R11 (Saddlegrid's). Source: seed 003.
 */
import { seed003 } from './sudukuri';
import type { Bilingual, RuleEntry } from './types';

const S = 'sudukuri' as const;
const step = (n: number, ja: string) =>
  seed003(`Battle 3 — procedure › (${n})`, `《戦闘３――戦闘の進行手順》 › (${n})：${ja}`);
const G = { en: 'Turn procedure', ja: '戦闘の進行手順' };
const GR = { en: 'Rulings', ja: '裁定' };
const SK_ONE = seed003('Rule book › skills ("one target")', 'ルールブック（抄） › 《技能》（対象一体）');
const NOT_SWITCHABLE: Bilingual = {
  en: 'Not switchable yet; tell us if your table rules otherwise.',
  ja: '今のところ切り替えはない。卓の裁定が異なる場合は知らせてほしい。',
};

/** SD-STEP-01 … SD-STEP-13, SD-R1 … SD-R12. */
export const sudukuriSteps: RuleEntry[] = [
  {
    id: 'SD-STEP-01',
    system: S,
    group: G,
    source: step(1, 'ターン開始時の特殊攻撃判定'),
    terms: ['魔眼の矢', '疾風迅雷', 'ＰＣ側', '相手側'],
    keywords: { en: ['start of turn'] },
    title: { en: 'Start-of-turn specials', ja: 'ターン開始時の特殊攻撃判定' },
    statement: {
      en: "The PC side rolls its 魔眼の矢 and 疾風迅雷 first, and their damage is final at once. If the opposing side still stands, it then rolls its own. If anyone's HP reaches 0, go to step 10; otherwise to step 2.",
      ja: 'ＰＣ側が先に魔眼の矢・疾風迅雷を判定し、そのダメージはこの段階で確定する。相手側が生き残っていれば、続いて相手側が判定する。誰かの体力点が0になれば(10)へ、そうでなければ(2)へ進む。',
    },
  },
  {
    id: 'SD-STEP-02',
    system: S,
    group: G,
    source: step(2, '物理攻撃回数の確認'),
    terms: ['二回攻撃', '物理攻撃'],
    keywords: { en: ['attack count'] },
    title: { en: 'Physical attack count', ja: '物理攻撃回数の確認' },
    statement: {
      en: 'Each character makes 1 + (its 二回攻撃 copies) physical attacks this turn.',
      ja: '各キャラクターはこのターン、1＋（二回攻撃の個数）回の物理攻撃を行う。',
    },
  },
  {
    id: 'SD-STEP-03',
    system: S,
    group: G,
    source: step(3, '攻撃順序の判定'),
    terms: ['奇襲心得', '通常攻撃'],
    keywords: { en: ['order', 'first', 'ambush'] },
    title: { en: 'Attack order', ja: '攻撃順序の判定' },
    statement: {
      en: 'The PC side makes its normal attacks first unless only the opposing side holds 奇襲心得; if both hold it they cancel and the PC side goes first, whatever the counts. The first side runs steps 5–9 for all its attackers, then the second side.',
      ja: '相手側だけが奇襲心得を持つ場合を除き、ＰＣ側が先に通常攻撃を行う。双方が持てば相殺してＰＣ側が先攻する（個数は関係ない）。先攻側が全員分の(5)〜(9)を行ってから、後攻側が行う。',
    },
  },
  {
    id: 'SD-STEP-04',
    system: S,
    group: G,
    source: step(4, '必殺攻撃無効化の確認'),
    terms: ['必殺無効', '必殺攻撃'],
    keywords: { en: ['deadly immunity'] },
    title: { en: 'Deadly immunity', ja: '必殺攻撃無効化の確認' },
    statement: {
      en: 'Against a holder of 必殺無効, step 7 is skipped.',
      ja: '必殺無効を持つキャラクターへの攻撃では(7)の必殺攻撃判定を行わない。',
    },
  },
  {
    id: 'SD-STEP-05',
    system: S,
    group: G,
    source: step(5, '通常攻撃無効化の事前判定'),
    terms: ['策士', '知者', '賢者', '通常攻撃'],
    keywords: { en: ['cancel', 'negate'] },
    title: { en: 'Cancel check', ja: '通常攻撃無効化の事前判定' },
    statement: {
      en: "For each attacker separately, a defender holding 策士, 知者 or 賢者 rolls each of them; any success cancels all of that attacker's normal attacks on it this turn — physical and magic, every 二回攻撃 repeat. A defender attacked by several characters rolls against each of them.",
      ja: '防御側が策士・知者・賢者を持っていれば、攻撃者ごとにそれぞれ個別に判定する。一つでも成功すれば、その攻撃者からのそのターンの通常攻撃（物理攻撃と魔法攻撃、二回攻撃の二回目以降も）はすべて無効になる。複数から攻撃されるときは、それぞれに対して判定する。',
    },
  },
  {
    id: 'SD-STEP-06',
    system: S,
    group: G,
    source: step(6, '物理攻撃の成功判定'),
    terms: ['隊列', '群', '猛者', '熟練者', '飛行', '成功判定'],
    keywords: { en: ['success roll', 'target number', 'hit'] },
    title: { en: 'Physical success roll', ja: '物理攻撃の成功判定' },
    statement: {
      en: 'Roll 2D6 against a target of 7, −1 per 隊列 and −2 per 群 of the attacker, +1 per 猛者, +2 per 熟練者 and +3 per 飛行 of the defender, all summed; a roll of 2 or less always fails. On success go to step 7, on failure skip to step 9. Example: 隊列 + 群 against 飛行 + 猛者 + 熟練者 gives 7 − 1 − 2 + 3 + 2 + 1 = 10.',
      ja: '2D6で基準7以上なら成功。攻撃側の隊列1つごとに−1、群1つごとに−2、防御側の猛者1つごとに+1、熟練者1つごとに+2、飛行1つごとに+3をまとめて加える。出目2以下は常に失敗。成功なら(7)へ、失敗なら(7)(8)を飛ばして(9)へ。例：隊列と群に対し飛行・猛者・熟練者なら 7−1−2+3+2+1＝10。',
    },
  },
  {
    id: 'SD-STEP-07',
    system: S,
    group: G,
    source: step(7, '必殺攻撃の判定'),
    terms: ['必殺投げ', '必殺突き', '必殺斬り', '必殺攻撃'],
    keywords: { en: ['deadly roll', 'instant kill'] },
    title: { en: 'Deadly roll', ja: '必殺攻撃の判定' },
    statement: {
      en: "After a successful physical attack, roll once for each 必殺 skill held; any success sets the target's HP to 0 and play goes to step 10.",
      ja: '物理攻撃が成功したら、持っている必殺〜の技能ごとに別個に判定する。いずれかが成功すれば防御側の体力は0点になり、(10)へ進む。',
    },
  },
  {
    id: 'SD-STEP-08',
    system: S,
    group: G,
    source: step(8, '物理ダメージの計算'),
    terms: ['強打', '狂戦士', '鉄の体', '竜の加護', 'クリティカル', '物理ダメージ'],
    keywords: { en: ['physical damage', 'critical', 'formula'] },
    title: { en: 'Physical damage', ja: '物理ダメージの計算' },
    statement: {
      en: 'In order: 強打 or a critical (a success roll of 12 or more) makes the defence 0; then 狂戦士 and 鉄の体 together, attack × (1 + 狂戦士 copies) ÷ (1 + 鉄の体 copies), rounded up; then weapons add and armours and 竜の加護 subtract — at least 1 for a successful attack: max(1, ⌈ATK × (1+B) / (1+I)⌉ − DEF′ + weapons − armours). Examples with attack 10 and defence 4: plain 6; 強打 or critical 10; 狂戦士 16; 鉄の体 1; 狂戦士 + 鉄の体 6; 狂戦士 ×2 against 鉄の体 ×3 4; 銀の武器 + 魔法武器 9 (SD-R3); 強打 + 狂戦士 + 魔法武器 against 鉄の体 + 伝説防具 7. Steps 6–8 then repeat for each extra attack.',
      ja: '計算は、まず強打かクリティカル（成功判定の出目12以上）で防御力を0とし、次に狂戦士と鉄の体をまとめて攻撃力×（1＋狂戦士の個数）÷（1＋鉄の体の個数）（端数切り上げ）、最後に〜武器を足し〜防具と竜の加護を引く。成功した物理攻撃は最低1点。例（攻撃力10、防御力4）：修正なし6点、強打かクリティカル10点、狂戦士16点、鉄の体1点、狂戦士と鉄の体6点、狂戦士二つと鉄の体三つ4点、銀の武器と魔法武器9点（SD-R3）、強打・狂戦士・魔法武器と鉄の体・伝説防具7点。二回攻撃があれば回数分(6)〜(8)を繰り返す。',
    },
  },
  {
    id: 'SD-STEP-09',
    system: S,
    group: G,
    source: step(9, '魔法ダメージの計算'),
    terms: ['弓矢', '魔法障壁', '究極魔法', '魔法ダメージ'],
    keywords: { en: ['magic damage', 'breath'] },
    title: { en: 'Magic damage', ja: '魔法ダメージの計算' },
    statement: {
      en: "All the attacker's magic skills resolve together: fixed amounts are summed, each breath is computed separately from the attacker's current HP (rounded up), and 究極魔法 adds 25 and costs its user 10 without changing the breaths; 魔法障壁 on the defender replaces all of it with 1 damage to the defender. Examples: 弓矢 + 炎の魔法 + 光の魔法 = 9; four breaths at HP 25 = 3 + 4 + 5 + 7 = 19. Then the next attacker of the same side from step 5, then the other side from step 5, then step 10.",
      ja: '攻撃側の魔法系技能はすべて同時に計算する：固定値は合計し、ブレスはそれぞれ攻撃側の現体力から別個に計算（端数切り上げ）し、究極魔法は25点を加えて使用者に10点を与える（ブレスの計算には影響しない）。防御側が魔法障壁を持てば、これらすべてを無効化して防御側に1点を与える。例：弓矢・炎の魔法・光の魔法で9点、現体力25で4種のブレスは3＋4＋5＋7＝19点。続いて同じ側の次の攻撃者が(5)から、次に後攻側が(5)から行い、終われば(10)へ。',
    },
  },
  {
    id: 'SD-STEP-10',
    system: S,
    group: G,
    source: step(10, '体力回復および特殊攻撃の計算'),
    terms: ['回復', '超回復', '再生肉体', '竜の化身', '毒の空気', '高速魔法'],
    keywords: { en: ['regeneration', 'aura', 'end of turn'] },
    title: { en: 'Regeneration and auras', ja: '体力回復および特殊攻撃の計算' },
    statement: {
      en: "Reached when steps 1–9 are done for both sides, or as soon as anyone's HP reaches 0 in them (the remaining attacks of both sides are skipped). Every character above 0 HP applies 回復, 超回復, 再生肉体 and 竜の化身 to itself and 毒の空気 and 高速魔法 to every opponent, all summed and applied at once (e.g. +1 +2 +3 −1 −2 = +3); characters at 0 HP use none of them.",
      ja: '(1)〜(9)が双方とも終わるか、その途中で誰かの体力が0点になった時点でここへ来る（残りの攻撃は双方とも省く）。体力が0点でない者は回復・超回復・再生肉体・竜の化身を自分に、毒の空気・高速魔法を相手側全員に使い、すべてを合計して同時に適用する（例：1＋2＋3−1−2＝3点回復）。体力0点の者はこれらを使えない。',
    },
  },
  {
    id: 'SD-STEP-11',
    system: S,
    group: G,
    source: step(11, 'ターン終了時の生存判定'),
    terms: ['不死身', '竜の化身'],
    keywords: { en: ['survival', 'revive'] },
    title: { en: 'Survival', ja: 'ターン終了時の生存判定' },
    statement: {
      en: 'A character at 0 HP with an unused 不死身 (or 竜の化身) returns to half its max HP, rounded up. If both sides still stand, the next turn begins at step 1; otherwise go to step 12.',
      ja: '体力0点で不死身（または竜の化身）の使用回数が残っているキャラクターは、最大体力の半分（端数切り上げ）まで回復する。双方とも体力が残っていれば次のターンの(1)へ、そうでなければ(12)へ進む。',
    },
  },
  {
    id: 'SD-STEP-12',
    system: S,
    group: G,
    source: step(12, '戦闘終了時の特殊攻撃判定'),
    terms: ['鬼の気迫', '乾坤一擲'],
    keywords: { en: ['last strike', 'revenge'] },
    title: { en: 'Last strikes', ja: '戦闘終了時の特殊攻撃判定' },
    statement: {
      en: 'A defeated holder of 鬼の気迫 or 乾坤一擲 strikes the one who finished it. Whoever drops to 0 from this is confirmed at 0 without step 11.',
      ja: '鬼の気迫・乾坤一擲を持つキャラクターが敗北したら、最期に止めを刺した相手へこれらを使う。これで体力0点になった者は(11)に戻らず、そのまま0点に確定する。',
    },
  },
  {
    id: 'SD-STEP-13',
    system: S,
    group: G,
    source: step(13, '戦闘決着の確認'),
    terms: ['ＰＣ側', '相手側', '相討ち'],
    keywords: { en: ['outcome', 'victory', 'defeat', 'draw'] },
    title: { en: 'Outcome', ja: '戦闘決着の確認' },
    statement: {
      en: 'The side that reached 0 first loses. If both sides reach 0 in the same turn (究極魔法, 毒の空気, 高速魔法, 鬼の気迫, 乾坤一擲), the PC side loses.',
      ja: '先に体力0点になった側が敗北する。究極魔法・毒の空気・高速魔法・鬼の気迫・乾坤一擲で同じターンに双方が0点になった相討ちは、ＰＣ側の敗北とする。',
    },
  },
  {
    id: 'SD-R1',
    system: S,
    group: GR,
    source: SK_ONE,
    terms: ['対象一体'],
    keywords: { en: ['target', 'policy', 'lowest hp'] },
    title: { en: 'Who is "one target"', ja: '「対象一体」は誰か' },
    statement: {
      en: 'The source says "one target" but not which. The attacker\'s player (or the GM) picks; for automatic resolution the living opponent with the lowest current HP, ties by list order.',
      ja: '原文は「対象一体」と書くが誰かは定めていない。攻撃側のプレイヤー（またはマスター）が選び、自動で解決するときは現体力が最も低い生存中の相手（同値なら並び順）とする。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'Target policy, selectable per battle: `lowest-hp` (default), `first` (the first living opponent in list order) or `manual` (the player or GM picks when two or more could be chosen; the battle waits for `sdChooseTarget`). The odds simulator uses `lowest-hp` for a manual battle.',
        ja: '対象の選び方は戦闘ごとに選べる：体力最小（既定）、並び順（並び順で最初の生存者）、手動（候補が二人以上のときプレイヤーかマスターが選び、戦闘は選択を待つ）。勝率計算では手動の戦闘も体力最小で計算する。',
      },
      why: {
        en: 'The skills say "one target" (対象一体) without saying who it is.',
        ja: '技能は「対象一体」とだけ書き、誰を選ぶかを書いていない。',
      },
      switch: {
        en: "The battle panel's target policy (command `sdSetTargetPolicy`).",
        ja: '戦闘パネルの対象の選び方で切り替える。',
      },
    },
  },
  {
    id: 'SD-R2',
    system: S,
    group: GR,
    source: step(13, '戦闘決着の確認'),
    terms: ['敗北', '不死身', '竜の化身'],
    keywords: { en: ['defeat', 'several characters'] },
    title: { en: 'Defeat with several characters', ja: '複数キャラクターでの敗北' },
    statement: {
      en: 'A side is defeated when all its characters are at 0 HP; a character at 0 is out of the battle until revived by 不死身.',
      ja: '陣営の全キャラクターが体力0点になったとき、その陣営の敗北とする。0点のキャラクターは不死身で復活しない限り戦闘から外れる。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'A side loses when all its characters are confirmed at 0 (step 11). A confirmed character is out for good; one with an unused 不死身 or 竜の化身 comes back at step 11 instead.',
        ja: '陣営の全員が(11)で0点に確定したとき、その陣営が敗北する。確定した者は以後脱落し、不死身・竜の化身が残っていれば(11)で復活する。',
      },
      why: {
        en: 'The source is written for one character per side.',
        ja: '原文は一陣営一キャラクターとして書かれている。',
      },
      switch: NOT_SWITCHABLE,
    },
  },
  {
    id: 'SD-R3',
    system: S,
    group: GR,
    source: step(8, '物理ダメージの計算（例５）'),
    terms: ['銀の武器', '魔法武器'],
    keywords: { en: ['example', 'misprint', 'arithmetic'] },
    title: { en: 'The printed example 5', ja: '物理ダメージ例５の誤記' },
    statement: {
      en: 'The source\'s "6+1+2−4=5" subtracts the defence twice; the formula and every other example give 10 + 1 + 2 − 4 = 9, which is used.',
      ja: '原文の「6+1+2-4＝5点」は防御点を二重に引いている。計算式と他のすべての例に従い、10＋1＋2−4＝9点とする。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'Saddlegrid computes 9 by the formula. The example\'s second half prints "10−2−6−15 = −13" (伝説防具 counted as 6, the defence left out); by the formula it is 10−4−2−5−15 = −16 — either way the minimum of 1 applies, so the result (1) is the same.',
        ja: '計算式どおり9点とする。例の後半の「10-2-6-15＝−13点」は伝説防具を6点とし防御点を落としている。計算式では10−4−2−5−15＝−16点だが、どちらでも最低1点になるので結果（1点）は変わらない。',
      },
      why: {
        en: 'The example contradicts the procedure it illustrates.',
        ja: '例が、説明している手順そのものと食い違っている。',
      },
    },
  },
  {
    id: 'SD-R4',
    system: S,
    group: GR,
    source: step(8, '物理ダメージの計算（例２）'),
    terms: ['クリティカル', '強打'],
    keywords: { en: ['critical', 'natural 12'] },
    title: { en: 'Critical', ja: 'クリティカル' },
    statement: {
      en: '"12 or more" on the success roll means a natural 12 on the 2d6 — the only way to reach 12. It sets the defence to 0 for that attack.',
      ja: '成功判定の「出目が12以上」は2D6の出目12のこと（12に届くのはそれだけ）。その攻撃では防御力を0とする。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'A natural 12 on the success roll is a critical: the defence counts as 0 for that attack, and the log line cites SD-R4.',
        ja: '成功判定の出目12はクリティカルとし、その攻撃では防御力を0とする。ログには SD-R4 を示す。',
      },
      why: {
        en: 'Modifiers change the target number, not the roll, so "12 or more" can only be the die itself.',
        ja: '修正は判定基準を変えるもので出目を変えないため、「12以上」は出目そのものしかありえない。',
      },
    },
  },
  {
    id: 'SD-R5',
    system: S,
    group: GR,
    source: step(12, '戦闘終了時の特殊攻撃判定'),
    terms: ['鬼の気迫', '乾坤一擲', '止めを刺した相手'],
    keywords: { en: ['finished', 'killer', 'last strike'] },
    title: { en: 'Who finished it', ja: '止めを刺した相手' },
    statement: {
      en: 'For 鬼の気迫 and 乾坤一擲, the one who finished the holder is the character whose damage took it to 0; for a drop at step 10, the first opponent in list order that dealt step-10 damage.',
      ja: '鬼の気迫・乾坤一擲の「止めを刺した相手」は、体力を0点にしたダメージを与えた者。(10)で0点になった場合は、並び順で最初に(10)のダメージを与えた相手。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'A 魔法障壁 point counts for the magic attacker; 究極魔法 recoil counts for the user itself (its last strike then has nobody to hit).',
        ja: '魔法障壁の1点はその魔法攻撃者が、究極魔法の反動は使用者自身が止めを刺したとみなす（その場合、最期の一撃の相手はいない）。',
      },
      why: {
        en: 'The source does not say who "finished" a character when the damage had no single author.',
        ja: '原文は、ダメージの与え手が一人に決まらないときに誰が止めを刺したかを書いていない。',
      },
    },
  },
  {
    id: 'SD-R6',
    system: S,
    group: GR,
    source: step(5, '通常攻撃無効化の事前判定'),
    terms: ['対象一体', '二回攻撃'],
    keywords: { en: ['target', 'one target per turn'] },
    title: { en: 'One target per attacker per turn', ja: '攻撃者ごとにターン一体' },
    statement: {
      en: "An attacker picks one target at step 5 for all its normal attacks that turn — every 二回攻撃 repeat and all its magic. A character's 魔眼の矢 and 疾風迅雷 copies share one target in step 1.",
      ja: '攻撃者は(5)でそのターンの通常攻撃（二回攻撃の全回と魔法すべて）の対象を一体選ぶ。魔眼の矢・疾風迅雷は複数持っていても(1)で対象一体とする。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'The target is fixed at step 5 and shown with the attacker in the panel.',
        ja: '対象は(5)で決まり、パネルに攻撃者とともに示す。',
      },
      why: {
        en: "Step 5's cancel roll is made per attacker, which keeps one attacker/defender pair per turn.",
        ja: '(5)の無効化判定は攻撃者ごとに行うので、1ターンに攻撃者と防御者の組を一つに保つ。',
      },
      switch: NOT_SWITCHABLE,
    },
  },
  {
    id: 'SD-R7',
    system: S,
    group: GR,
    source: step(12, '戦闘終了時の特殊攻撃判定'),
    terms: ['鬼の気迫', '乾坤一擲', '不死身'],
    keywords: { en: ['last strike', 'several characters'] },
    title: { en: 'Last strikes while the side fights on', ja: '陣営が戦闘継続中の最期の一撃' },
    statement: {
      en: 'A character confirmed at 0 strikes with 鬼の気迫 or 乾坤一擲 at step 12 of that turn even if its side has others standing. Whoever drops to 0 from a last strike is confirmed at once (no 不死身) and does not strike back.',
      ja: '0点に確定したキャラクターは、味方が残っていてもそのターンの(12)で鬼の気迫・乾坤一擲を使う。これで0点になった者は不死身なしでただちに確定し、反撃はしない。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'Step 12 runs every turn in which someone was confirmed, not only at the end of the battle.',
        ja: '誰かが確定したターンには、戦闘の終わりでなくても(12)を行う。',
      },
      why: {
        en: 'The source puts the last strikes at the end of the battle, which with one character per side is the same turn.',
        ja: '原文は最期の一撃を戦闘の決着時に置くが、一陣営一キャラクターならそれは同じターンになる。',
      },
      switch: NOT_SWITCHABLE,
    },
  },
  {
    id: 'SD-R8',
    system: S,
    group: GR,
    source: SK_ONE,
    terms: ['技能'],
    keywords: { en: ['copies', 'stacking'] },
    title: { en: 'Copies where the source is silent', ja: '個数の扱い（原文に記載のないもの）' },
    statement: {
      en: 'Copies add up: weapons, armours, 竜の加護, fixed magic, breaths (each computed separately), 究極魔法 (25 and 10 recoil each), healing, 毒の空気 and 高速魔法, 鬼の気迫 (5 each) and the trap skills. Each copy of 魔眼の矢, 疾風迅雷, 策士, 知者 and 賢者 rolls separately; 策士-type and 必殺 rolls stop at the first success.',
      ja: '個数は加算する：〜武器、〜防具、竜の加護、固定値の魔法、ブレス（一つずつ別に計算）、究極魔法（各25点・反動各10点）、回復系、毒の空気・高速魔法、鬼の気迫（各5点）、罠の技能。魔眼の矢・疾風迅雷・策士・知者・賢者は一つずつ判定し、策士などと必殺は最初の成功で打ち切る。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "Each skill's data says how its copies combine; where this ruling decides it, the skill is marked as ruled.",
        ja: '技能ごとに個数の扱いをデータとして持ち、この裁定で決めたものにはその旨を示す。',
      },
      why: {
        en: 'The source states the count only for some skills (二回攻撃, 狂戦士, 鉄の体, 不死身 and the "does not stack" ones).',
        ja: '原文が個数の扱いを書いているのは一部の技能（二回攻撃、狂戦士、鉄の体、不死身と、重ねても変わらないもの）だけ。',
      },
      switch: NOT_SWITCHABLE,
    },
  },
  {
    id: 'SD-R9',
    system: S,
    group: GR,
    source: SK_ONE,
    terms: ['味方側', '相手側', '隊列', '群', '奇襲心得'],
    keywords: { en: ['holder', 'side-wide', 'several characters'] },
    title: { en: 'Whose skill, with several characters', ja: '複数キャラクターでの技能の範囲' },
    statement: {
      en: "The source writes every skill for a side of one (味方側). With several characters a skill acts for its holder: 隊列 and 群 lower the holder's own success target; 猛者, 熟練者, 飛行, 鉄の体, armours, 竜の加護, 魔法障壁, 必殺無効 and 策士, 知者, 賢者 protect the holder. 奇襲心得 is side-wide (any living holder).",
      ja: '原文は一陣営一キャラクターとして技能を書いている（味方側）。複数キャラクターでは技能は所持者に働く：隊列・群は所持者自身の攻撃の基準を下げ、猛者・熟練者・飛行・鉄の体・〜防具・竜の加護・魔法障壁・必殺無効・策士・知者・賢者は所持者を守る。奇襲心得だけは陣営単位（生存中の所持者がいれば有効）。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "Success targets and protections are computed per attacker/defender pair from the two characters' own skills.",
        ja: '判定基準と防御効果は、攻撃者と防御者それぞれの技能から組ごとに計算する。',
      },
      why: {
        en: 'With one character per side, "own side" and "the holder" are the same.',
        ja: '一陣営一キャラクターなら「味方側」と「所持者」は同じになる。',
      },
      switch: {
        en: 'Side-wide variants are not switchable yet.',
        ja: '陣営単位の変種は、今のところ切り替えられない。',
      },
    },
  },
  {
    id: 'SD-R10',
    system: S,
    group: GR,
    source: step(11, 'ターン終了時の生存判定'),
    terms: ['引き分け'],
    keywords: { en: ['turn cap', 'draw', 'endless'] },
    title: { en: 'Turn cap and draws', ja: 'ターン上限と引き分け' },
    statement: {
      en: 'A battle that reaches the turn cap (default 200) is a draw: some battles never end, e.g. when both sides regenerate more each turn than they can lose.',
      ja: 'ターン上限（既定200）に達した戦闘は引き分けとする。双方とも毎ターン受けるダメージより回復が多い場合など、決着しない戦闘がある。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'The battle ends as a draw at the cap; the odds simulator counts draws separately.',
        ja: '上限で引き分けとして終える。勝率計算では引き分けを別に数える。',
      },
      why: {
        en: 'The source has no end for a battle in which nobody can fall.',
        ja: '原文には、誰も倒れない戦闘の終わり方がない。',
      },
      switch: { en: 'The turn cap is settable per battle.', ja: 'ターン上限は戦闘ごとに設定できる。' },
    },
  },
  {
    id: 'SD-R11',
    system: S,
    group: GR,
    source: step(6, '物理攻撃の成功判定'),
    terms: ['二回攻撃', '成功判定'],
    keywords: { en: ['automatic success', 'repeat', 'target above 12'] },
    title: { en: 'Hard targets and repeats', ja: '高い基準と繰り返し' },
    statement: {
      en: 'Only "2 or less always fails" is written, so a success target above 12 cannot be met (no automatic success on 12). A miss does not stop the next 二回攻撃 attack; magic (step 9) comes after the last physical attack.',
      ja: '原文は「出目2以下は自動的に失敗」だけなので、基準13以上は成功しない（12での自動成功はない）。失敗しても二回攻撃の次の攻撃は行い、魔法(9)は最後の物理攻撃の後に行う。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'A success target above 12 is never met, and each repeat is still rolled.',
        ja: '基準が12を超える攻撃は成功せず、それでも繰り返しの攻撃はそれぞれ判定する。',
      },
      why: {
        en: 'The source gives an automatic failure but no automatic success, and does not say whether a miss ends the repeats.',
        ja: '原文には自動失敗はあるが自動成功はなく、失敗で繰り返しが終わるかも書いていない。',
      },
      switch: NOT_SWITCHABLE,
    },
  },
  {
    id: 'SD-R12',
    system: S,
    group: GR,
    source: seed003('Battle 3 — procedure', '《戦闘３――戦闘の進行手順》'),
    title: { en: 'Walls and doors stop movement', ja: '壁と扉は移動を遮る' },
    statement: {
      en: "A step from one square to the next may not cross a wall, a closed door, a window or a terrain wall: the straight line between the two squares' centres may not touch one. So an orthogonal step is blocked by a wall on the edge the two squares share; a diagonal step passes through the shared corner and is blocked by any wall that touches that corner (it cannot cut the corner of a wall, nor slip between two walls that meet there). A creature that fills several squares moves every one of them, and may not stand where a wall runs between its own squares. An open door blocks nothing; a wall along a square's edge does not stop a move beside it.",
      ja: 'あるマスから隣のマスへの1歩は、壁、閉じた扉、窓、地形の壁を越えられない。2つのマスの中心を結ぶ線分が壁に触れてはならない。縦横の1歩は、2つのマスが共有する辺の上の壁に遮られる。斜めの1歩は共有する角を通るので、その角に触れる壁があれば遮られる（壁の角を横切ることも、角で接する2枚の壁の間をすり抜けることもできない）。複数のマスを占めるクリーチャーは占めるマスすべてが移動し、自分のマスの間を壁が通る場所には立てない。開いた扉は何も遮らない。マスの辺に沿った壁は、その隣を進む移動を妨げない。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "A path given step by step is refused at the first step that crosses a wall, naming the two squares and citing this ruling; a move without a path finds the cheapest way around the walls, and when there is none within the mover's speed the refusal says the walls are why. The drag preview shows the same refusal.",
        ja: '1歩ずつ示された経路は、壁を越える最初の1歩で拒否し、その2つのマスとこの裁定を示す。経路を示さない移動は壁を回り込む最短の道を探し、移動力の範囲に道がなければ壁が原因であると示して拒否する。ドラッグ中の表示も同じ理由を示す。',
      },
      why: {
        en: "The battle procedure places no creature by squares and says nothing of walls; the board follows the kernel's default so a map with walls reads the same in every system.",
        ja: '戦闘の進行手順はマス目での位置を定めず、壁についても書いていない。どのルールでも壁のあるマップが同じように扱われるよう、標準の扱いに従う。',
      },
      switch: NOT_SWITCHABLE,
    },
    terms: ['移動'],
    keywords: { en: ['wall', 'door', 'window', 'move', 'diagonal', 'corner'], ja: ['壁', '扉', '窓'] },
  },
];
