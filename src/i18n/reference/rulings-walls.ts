/**
 * Rulings for walls, cover and line of effect (issue 32): MC-R25..R27 for 4e mounted combat, TK-R12 for 舵天照.
 * Each says what the app does, why, and how a table that rules otherwise changes it.
 */
import { seed000 } from './mounted4e';
import { seed002 } from './tenkai';
import type { Bilingual, RuleEntry } from './types';

const G: Bilingual = { en: 'Rulings', ja: '裁定' };
const RC = 'D&D 4th Edition Rules Compendium';
const BY_HAND: Bilingual = {
  en: 'Not switchable: set the cover by hand in the attack helper (it counts when it is better), or edit the walls.',
  ja: '切り替えはない。攻撃補助で遮蔽を手で指定する（より良い方が適用される）か、壁を編集する。',
};

/** MC-R25 … MC-R27 (4e). */
export const mountedWallRulings: RuleEntry[] = [
  {
    id: 'MC-R25',
    system: 'mounted4e',
    group: G,
    source: seed000('Attacks on the rider › ranged', '乗り手への攻撃 › 遠隔攻撃'),
    title: { en: 'Creatures give cover at their height', ja: 'クリーチャーが与える遮蔽は高さが合うときだけ' },
    statement: {
      en: "A creature in the way of a ranged attack gives its target cover only if the two are at the same height: the creature's block and the target's own overlap in height (a rider counted at its seat, MC-TGT-2). Creatures give cover, never superior cover, however many lines they block. Walls block lines at every height.",
      ja: '遠隔攻撃の射線上のクリーチャーが目標に遮蔽を与えるのは、両者の高さが重なるときだけとする（乗り手は MC-TGT-2 の乗っている高さで数える）。クリーチャーが遮る線が何本でも、与えるのは部分遮蔽までで、良好な遮蔽にはならない。壁はどの高さでも線を遮る。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "The attack helper and the attack command trace the lines of B-10; an enemy standing on the ground gives no cover to a rider seated above it (the mount's own −2 of MC-TGT-3 still applies), a Large enemy does.",
        ja: '攻撃補助と攻撃は B-10 の線を引く。地上に立つ敵は、その上に乗っている乗り手に遮蔽を与えない（MC-TGT-3 の乗騎による−2は別に適用する）。大型の敵は与える。',
      },
      why: {
        en: 'The rules trace lines on the map only; with riders at a height (MC-TGT-2) the app needs to say when a creature below is in the way.',
        ja: '4版の線は盤面上だけで引く。乗り手に高さがある（MC-TGT-2）ので、下にいるクリーチャーがいつ射線を遮るかを決める必要がある。',
      },
      switch: BY_HAND,
    },
    terms: ['遮蔽', '射線', '乗り手'],
    keywords: { en: ['cover', 'height', 'creature', 'line of fire'], ja: ['遮蔽', '高さ'] },
  },
  {
    id: 'MC-R26',
    system: 'mounted4e',
    group: G,
    source: { kind: 'book', book: RC },
    title: { en: 'Lines along walls and through their ends', ja: '壁に沿う線と壁の端を通る線' },
    statement: {
      en: "A line that runs along a wall or touches a wall's free end or the outside of its corner is not blocked; a line that crosses a wall, or passes a point where walls meet with wall on both of its sides, is. A line's ends are taken a hair inside their squares, so a creature next to a wall cannot trace a line through it from a corner on the wall. The attacker picks the corner and the target's square with the least cover; line of effect means at least one line from that corner not blocked by a wall.",
      ja: '壁に沿って走る線、壁の端や角の外側に触れるだけの線は遮られない。壁を横切る線、壁と壁の継ぎ目を両側に壁がある形で通る線は遮られる。線の両端はそれぞれのマスのわずかに内側とするので、壁に接するクリーチャーが壁上の角を選んで壁の向こうへ線を通すことはできない。攻撃者は遮蔽が最も少なくなる角と目標のマスを選ぶ。効果線は、その角から壁に遮られない線が1本以上あることとする。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'Cover (−2, 1–2 lines blocked), superior cover (−5, 3–4) and line of effect are computed from the walls and shown in the attack helper with the four lines drawn on the board; a melee or ranged attack without line of effect, and an area burst whose centre is out of it, are refused (B-10); templates leave out squares a wall hides from their origin.',
        ja: '遮蔽（1〜2本で−2）、良好な遮蔽（3〜4本で−5）、効果線を壁から求め、攻撃補助に示し、4本の線を盤面に描く。効果線のない近接・遠隔攻撃と、中心が効果線の外にある遠隔範囲は拒否する（B-10）。範囲は起点から壁に隠れたマスを含まない。',
      },
      why: {
        en: 'B-10 says only that a line along the edge of an obstacle is not blocked; walls drawn as thin lines on square edges need the cases of joints, ends and corners on the wall.',
        ja: 'B-10 は障害物の端に沿う線が遮られないことしか定めない。マスの辺に細い線として引いた壁には、継ぎ目・端・壁上の角の扱いが必要になる。',
      },
      switch: BY_HAND,
    },
    terms: ['遮蔽', '良好な遮蔽', '効果線'],
    keywords: { en: ['cover', 'line of effect', 'wall', 'corner'], ja: ['壁', '効果線'] },
  },
  {
    id: 'MC-R27',
    system: 'mounted4e',
    group: G,
    source: seed000('Forced movement › the rider', '強制移動 › 乗り手の強制移動'),
    title: { en: 'Forced movement against a wall', ja: '壁にぶつかる強制移動' },
    statement: {
      en: "Forced movement stops at a wall that blocks movement (B-2: it cannot pass blocking terrain) and cannot cut a wall's corner diagonally. A rider pushed, pulled or slid alone into a wall at once has not moved: no MC-FM-2 save, it stays mounted. Stopped after one square or more, the rider makes the MC-FM-2 save as usual, and lands at the last square reached.",
      ja: '強制移動は移動を妨げる壁で止まり（B-2：移動を妨げる地形は通れない）、壁の角を斜めに横切れない。単独で押しやり・引き寄せ・横滑りされた乗り手がすぐ壁にぶつかった場合は移動していないので、MC-FM-2 のセーヴィング・スローは行わず、乗ったままとなる。1マス以上動いてから止まった場合は通常どおり MC-FM-2 のセーヴィング・スローを行い、最後に着いたマスに落ちる。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'The forced movement tool offers no square behind a wall; a path through one is refused with MC-R27; a path of no squares moves nobody and asks for no save.',
        ja: '強制移動の道具は壁の向こうのマスを示さない。壁を通る経路は MC-R27 を示して拒否する。0マスの経路では誰も動かず、セーヴィング・スローも求めない。',
      },
      why: {
        en: "The source's MC-FM-2 save is for a rider moved away from its mount; it does not say what a wall does to it.",
        ja: '原文の MC-FM-2 は乗騎から引き離される乗り手のためのもので、壁にぶつかった場合は書いていない。',
      },
      switch: {
        en: 'The GM moves the rider by hand (or dismounts it) if the table rules otherwise.',
        ja: '卓の裁定が異なる場合は、マスターが乗り手を手で動かす（または降ろす）。',
      },
    },
    terms: ['強制移動', '乗り手', 'セーヴィング・スロー'],
    keywords: { en: ['forced movement', 'wall', 'push', 'save'], ja: ['壁'] },
  },
];

/** TK-R12 (舵天照). */
export const tenkaiWallRulings: RuleEntry[] = [
  {
    id: 'TK-R12',
    system: 'tenkai',
    group: G,
    source: seed002('Hit check › situation', '命中判定 › 状況による修正'),
    title: { en: 'Walls stop attacks', ja: '壁は攻撃を遮る' },
    statement: {
      en: 'The source has no cover and no line of effect. An attack is refused when a wall that blocks effect (a wall, a closed door, a window) stands between attacker and target: no line from the centre or a corner of the attacker’s square reaches the centre or a corner of the target’s. Anything less (a target half behind a wall, smoke) is the GM’s situation modifier (TK-HIT-8).',
      ja: '原文には遮蔽も効果線もない。攻撃者と目標の間に効果を遮る壁（壁、閉じた扉、窓）があり、攻撃者のスクエアの中心または角から目標のスクエアの中心または角へ届く線が1本もないとき、攻撃は行えない。それ以外（壁に半ば隠れた目標、煙幕など）はマスターの状況による修正（TK-HIT-8）とする。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'The hit preview and the attack refuse such an attack citing TK-R12; no rank modifier is added by the app.',
        ja: '命中の見込みと攻撃は、そのような攻撃を TK-R12 を示して拒否する。ランクの修正はアプリでは加えない。',
      },
      why: {
        en: 'The source speaks of obstacles only through its situation examples (shooting from a rampart, not seeing the enemy).',
        ja: '原文は状況の例（城壁の上からの射撃、敵を視認できない）としてしか障害物に触れていない。',
      },
      switch: {
        en: 'Open the door or remove the wall segment if the table rules otherwise.',
        ja: '卓の裁定が異なる場合は、扉を開けるか壁を取り除く。',
      },
    },
    terms: ['状況による修正'],
    keywords: { en: ['wall', 'obstacle', 'cover'], ja: ['壁', '障害物'] },
  },
];
