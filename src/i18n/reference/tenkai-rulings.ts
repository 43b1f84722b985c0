/**
 * 舵天照 (Tenkai) rules, part 3: the app's own rulings TK-R4..R8 (issue 13), where seed 002 leaves a question open.
 * They are listed after the digest's rulings TK-R1..R3 (tenkai-special.ts, which includes this list).
 */
import { seed002 } from './tenkai';
import type { Bilingual, RuleEntry } from './types';

const S = 'tenkai' as const;
const G: Bilingual = { en: 'Rulings', ja: '裁定' };
const MNT = (en: string, ja: string) => seed002(`Mounted combat › ${en}`, `騎乗戦闘ルール › ${ja}`);

/** TK-R4..R9. */
export const tenkaiAppRulings: RuleEntry[] = [
  {
    id: 'TK-R4',
    system: S,
    group: G,
    source: MNT('action points while riding', '騎乗中の行動消費'),
    title: { en: 'Turning while riding', ja: '騎乗中の方向転換' },
    statement: {
      en: "A rider and its partner (or glider) turn to face together, as one token: the 1 action point of 方向転換（相棒騎乗時） is the partner's and the rider spends none, whichever of the two is told to turn. A partner without a rider turns for 0; in armour the pilot pays 1.",
      ja: '騎手と相棒（グライダーを含む）は一つの駒として一緒に方向転換する。方向転換（相棒騎乗時）の行動力1は相棒が消費し、騎手は消費しない。どちらに方向転換を命じても同じ。騎手を乗せていない相棒の方向転換は0、アーマーでは搭乗者が1を消費する。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "Turning a rider or its partner takes 1 AP from the partner, logged with TK-R4; the action menu shows a rider's turn as paid by its partner.",
        ja: '騎手またはその相棒の方向転換は相棒の行動力を1消費し、ログに TK-R4 を示す。行動の一覧では、騎手の方向転換を相棒の消費として示す。',
      },
      why: {
        en: "The cost list gives 方向転換（相棒騎乗時） 1 without saying whose points; the riding rules say the rider spends nothing for the partner's movement, attacks and turning (TK-MNT-3).",
        ja: '参考消費行動力一覧は方向転換（相棒騎乗時）を1とするが、誰の行動力かは書いていない。騎乗中の行動消費では、相棒の移動・攻撃・方向転換に騎手は行動力を消費しないとある（TK-MNT-3）。',
      },
      switch: {
        en: 'With too few AP left, the GM switch allows it and carries the rest into the next turn (TK-TURN-5).',
        ja: '行動力が足りないときは、マスターの裁量で許可し、不足分を次のターンへ持ち越せる（TK-TURN-5）。',
      },
    },
    terms: ['方向転換', '相棒', '騎手', '行動力'],
    keywords: { en: ['turn to face', 'facing', 'rider', 'partner'], ja: ['向き'] },
  },
  {
    id: 'TK-R5',
    system: S,
    group: G,
    source: MNT('combat checks', '戦闘判定（防御判定）'),
    title: { en: 'One damage figure for a pair in an area', ja: '範囲攻撃を受けた両者のダメージ' },
    statement: {
      en: "An attack on everyone in an area that catches a rider and its partner makes one hit check and one damage figure for both, computed with the partner's statistics (防御, 受防 or 抵抗) and the partner's attribute (TK-DMG-8); rider and partner each take that figure.",
      ja: '一定範囲全員を対象とする攻撃が騎手と相棒を同時に対象とするとき、命中判定とダメージ計算は一度だけ行い、相棒のステータス（防御・受防・抵抗）と相棒の属性（TK-DMG-8）で求めた一つの値を、騎手と相棒がそれぞれ受ける。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'Both damage lines give the same figure and name the partner whose statistics and attribute set it (TK-R5).',
        ja: '両者のダメージのログに同じ値を示し、値を決めた相棒の名前と TK-R5 を添える。',
      },
      why: {
        en: "The source says both take the same damage from one check and one damage process, but the attribute modifier belongs to each defender (a monster's own attribute, a character's armour-slot item), so the two figures could differ. Every defence check of the pair already uses the partner's statistics (TK-MNT-5), so its attribute is used too.",
        ja: '原文は一度の判定とダメージ処理で両者に同じだけダメージが入るとするが、属性修正は防御側ごと（アヤカシやケモノは本体属性、開拓者は鎧スロットの装備）に決まるため、両者で値が変わりうる。両者の防御判定はすべて相棒のステータスを使う（TK-MNT-5）ので、属性も相棒のものを使う。',
      },
    },
    terms: ['相棒', '騎手', '属性', '防御'],
    keywords: { en: ['area', 'same damage', 'attribute', 'pair'], ja: ['範囲'] },
  },
  {
    id: 'TK-R6',
    system: S,
    group: G,
    source: seed002('Status effects › sleep', '状態異常ルール › 状態異常：睡眠'),
    title: { en: 'Attacks that hit several times at once', ja: '複数回の同時攻撃' },
    statement: {
      en: 'An attack that hits several times at once (「X回攻撃」「同時攻撃」) is declared and paid for once, and the defender chooses evade or guard once for all its hits. Each hit has its own hit check and damage (a mounted pair that evades gets its own random pick per hit). A sleeping creature makes one recovery check after the whole attack, with the damage of all its hits for the 30% modifier; a gliding defender loses the altitude of one defence.',
      ja: '同時に複数回当たる攻撃（「〜回攻撃」「同時攻撃」など）は、宣言と消費を一度だけ行い、防御側は全ての攻撃に対して一度だけ回避か受防を選ぶ。命中判定とダメージ判定は1回ごとに行う（騎乗中の両者が回避した場合は、命中対象も1回ごとにランダムで決める）。睡眠中の者は攻撃全体の後に一度だけ回復判定を行い、最大生命の30％の修正にはその攻撃のダメージの合計を使う。滑空中の防御側が失う高度は一度の防御行動の分。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'The attack takes a number of hits (1–10); each hit check is logged as hit n of N, and the one sleep recovery check names TK-R6.',
        ja: '攻撃に回数（1〜10）を指定でき、命中判定は「3回攻撃の2回目」のようにログに示し、一度だけの睡眠の回復判定に TK-R6 を示す。',
      },
      why: {
        en: 'The source mentions such attacks only in the sleep rule (one recovery check for them) and gives no procedure; a defender chooses once per incoming attack (TK-TURN-2), and simultaneous hits arrive as one.',
        ja: '原文はこうした攻撃に睡眠の規則（回復判定は一回）でしか触れず、手順を書いていない。防御選択は攻撃1回に対して一度（TK-TURN-2）で、同時の攻撃は一度に来る。',
      },
    },
    terms: ['睡眠', '回復判定', '回避', '受防', '命中判定'],
    keywords: { en: ['multi-hit', 'multiple attacks', 'simultaneous', 'sleep'], ja: ['複数回攻撃', '同時攻撃'] },
  },
  {
    id: 'TK-R7',
    system: S,
    group: G,
    source: seed002('Status effects › petrification', '状態異常ルール › 状態異常：石化'),
    title: { en: 'Petrification on defence', ja: '防御側の石化' },
    statement: {
      en: "Petrification's −1R per stage counts on every hit check the petrified creature takes part in: on its own attacks, and when it defends — evading or guarding — as +1R per stage for the attacker. A mounted pair defends with the partner's statistics (TK-MNT-5), so the partner's petrification counts for the pair.",
      ja: '石化の1段階ごとの−1Rは、石化した者が関わる全ての命中判定で有効とする。自分の攻撃に加え、防御するとき（回避・受防とも）は攻撃側に1段階ごとに+1Rの修正となる。騎乗中の両者は相棒のステータスで防御する（TK-MNT-5）ので、相棒の石化を数える。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "The attack panel and the log list the defender's petrification with its stage under TK-R7.",
        ja: '攻撃の修正一覧とログに、防御側の石化をその段階と TK-R7 とともに示す。',
      },
      why: {
        en: "The source gives 「全ての命中判定に-1ランク」 (all hit checks). A hit check is the whole opposed check (evasion or guard), so the defender's checks count too, and a penalty to the defender is a plus for the attacker (TK-HIT-2).",
        ja: '原文は「全ての命中判定に-1ランクの修正を受ける」とする。命中判定は回避判定・受防判定を含む対抗判定の全体なので防御側の判定にも及び、防御側に不利な修正は攻撃側へのプラスの修正となる（TK-HIT-2）。',
      },
    },
    terms: ['石化', '命中判定', '回避', '受防'],
    keywords: { en: ['petrified', 'defence', 'guard'], ja: [] },
  },
  {
    id: 'TK-R8',
    system: S,
    group: G,
    source: MNT('spirit link', 'スピリットリンク'),
    title: { en: 'The spirit-link flight', ja: 'スピリットリンクの離脱' },
    statement: {
      en: "A partner fleeing on the spirit link takes no orders: commands for it and its rider are refused, and the rider carried off acts no more. The GM moves it at three times its normal speed — 3 × its 移動 squares per action point, 3 per point without 移動 — paid from the partner's own action points. Bringing it down to the ground or the water is its landing, and it dies there; reaching a safe altitude or leaving the battle is the GM's call and ends it the same way.",
      ja: 'スピリットリンクで離脱中の相棒は命令を受け付けない。相棒と騎手への命令は拒否し、運ばれている騎手も行動しない。マスターが相棒を動かし、速度は通常の3倍（行動力1につき移動値の3倍のスクエア、移動値がなければ3スクエア）で、相棒自身の行動力を消費する。地上か水中へ降ろすことが着地で、その時点で死亡する。落下しても大丈夫な空域や戦場の外に達したかはマスターが決め、同じように死亡する。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'With the GM switch, moving the fleeing partner pays its AP at 3× speed (a move its AP cannot pay is refused; the GM can still place the token by hand); a GM band change to the ground or the water ends the flight with its death, and so does “reached safety”. Any damage that leaves a partner in the air at 生命 0 or less starts the flight, poison at turn start included.',
        ja: 'マスターの操作で離脱中の相棒を動かすと、通常の3倍の速度で相棒の行動力を消費する（行動力で足りない移動は拒否する。駒を手で置くことはできる）。マスターが地上か水中へ高度を移動させると離脱は終わって相棒は死亡し、「安全な空域に達した」でも同じく終わる。空中の相棒の生命を0以下にするダメージは、ターン開始時の毒も含め、すべて離脱を始めさせる。',
      },
      why: {
        en: "The source says the partner flees at three times its speed, ignores the rider's orders and dies on landing or at a safe altitude, but not who moves it nor how its speed is paid.",
        ja: '原文は、相棒が通常の3倍の速度で離脱し、騎手の命令を受け付けず、着地するか安全な空域に達した時点で死亡するとするが、誰が動かすか、速度の分の行動力をどう消費するかは書いていない。',
      },
      switch: {
        en: 'Move it with the GM switch; end the flight with “reached safety” (command `tkSpiritLinkEnd`).',
        ja: 'マスターの操作で動かし、安全な空域に達したら離脱を終える。',
      },
    },
    terms: ['スピリットリンク', '相棒', '騎手', '移動', '行動力'],
    keywords: { en: ['spirit link', 'flee', 'three times', 'landing'], ja: ['離脱', '着地'] },
  },
  {
    id: 'TK-R9',
    system: S,
    group: G,
    source: seed002('Resolving actions › squares', '行動の解決 › スクエア'),
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
        en: 'The source counts movement in squares (TK-GRID-2) but says nothing of walls drawn on a map; this is the default a table would use.',
        ja: '原文は移動をスクエアで数える（TK-GRID-2）が、マップに描かれた壁については書いていない。卓で使われる標準的な扱いとする。',
      },
      switch: {
        en: 'Open the door, remove the wall (wall tool), or place the token by hand as GM.',
        ja: '扉を開ける、壁を取り除く（壁ツール）、またはマスターとして駒を手で置く。',
      },
    },
    terms: ['スクエア', '移動'],
    keywords: { en: ['wall', 'door', 'window', 'move', 'diagonal', 'corner'], ja: ['壁', '扉', '窓'] },
  },
];
