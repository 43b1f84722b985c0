/**
 * Rulings for 4e mounted combat: MC-R1..R4 are the digest's defaults where seed 000 is silent; MC-R5..R11 are
 * Saddlegrid's own. Each says what the app does, why, and how a table that rules otherwise changes it.
 */
import { seed000 } from './mounted4e';
import type { Bilingual, RuleEntry } from './types';

const S = 'mounted4e' as const;
const G = { en: 'Rulings', ja: '裁定' };
const BY_HAND: Bilingual = {
  en: 'Not switchable: change the outcome by hand (edit the creature, move it as GM, or cancel the pending choice).',
  ja: '切り替えはない。結果を手で直す（クリーチャーを編集する、マスターとして配置し直す、選択待ちを取り消す）。',
};

/** MC-R1 … MC-R11. */
export const mountedRulings: RuleEntry[] = [
  {
    id: 'MC-R1', system: S, group: G, source: seed000('Getting on and off › uncommon means (size table)', '乗騎への乗り降り › 一般的でない手段（サイズの表）'),
    title: { en: 'Gargantuan space height', ja: '巨大な乗騎の接敵面の高さ' },
    statement: {
      en: 'A Gargantuan mount\'s space height is the side of its space in squares (4 for 4 × 4), and the extra movement to climb on is twice that (8).',
      ja: '巨大な乗騎の接敵面の高さは接敵面の一辺のマス数（4×4なら4）とし、乗るための追加の移動はその2倍（8マス）とする。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'The app derives the extra movement (MC-MOUNT-3), the height a jump or teleport must reach (MC-MOUNT-4, MC-MOUNT-5) and the rider\'s height (MC-TGT-2) for Gargantuan mounts from this.',
        ja: '巨大な乗騎の追加の移動（MC-MOUNT-3）、跳躍や瞬間移動に要る高さ（MC-MOUNT-4、MC-MOUNT-5）、乗り手の高さ（MC-TGT-2）をこの値から求める。',
      },
      why: { en: 'The source\'s table gives only "8 squares or more" and "4 squares or more" for Gargantuan.', ja: '原文の表は巨大について「8マス以上」「4マス以上」としか書いていない。' },
      switch: BY_HAND,
    },
    terms: ['巨大', '接敵面の高さ', '追加の移動'], keywords: { en: ['gargantuan', 'space height'], ja: [] },
  },
  {
    id: 'MC-R2', system: S, group: G, source: seed000('Getting on and off › teleport', '乗騎への乗り降り › 瞬間移動'),
    title: { en: 'Short teleports cannot mount', ja: '距離の足りない瞬間移動では乗れない' },
    statement: {
      en: 'A teleport shorter than the mount\'s space height cannot be used to mount.',
      ja: '乗騎の接敵面の高さに満たない距離の瞬間移動では乗騎に乗れない。',
    },
    ruling: {
      origin: 'digest',
      does: { en: 'Mounting by a teleport that is too short is refused, citing MC-R2.', ja: '距離の足りない瞬間移動で乗ろうとすると、MC-R2 を示して拒否する。' },
      why: { en: 'The source says only what happens when the teleport reaches the space height; unlike a jump, no reduced extra movement is given.', ja: '原文は距離が接敵面の高さ以上の場合しか定めず、跳躍のように追加の移動を減らす規定もない。' },
    },
    terms: ['瞬間移動', '接敵面の高さ'], keywords: { en: ['teleport'], ja: [] },
  },
  {
    id: 'MC-R3', system: S, group: G, source: seed000('Forced movement › the mount teleports', '強制移動 › 乗騎の瞬間移動'),
    title: { en: 'Where a rider left behind lands', ja: '置き去りにされた乗り手の落ちる場所' },
    statement: {
      en: 'A rider left behind by a teleporting mount falls prone in a square of the mount\'s former space, of its choice.',
      ja: '乗騎に瞬間移動で置き去りにされた乗り手は、乗騎が元いた接敵面のマスのうち自分が選んだマスで伏せ状態になる。',
    },
    ruling: {
      origin: 'digest',
      does: { en: 'Each rider and passenger chooses in turn; the mount leaves once all have chosen.', ja: '乗り手と同乗者が順に選び、全員が選んでから乗騎が移動する。' },
      why: { en: 'MC-TP-2 says the rider falls prone but not where.', ja: 'MC-TP-2 は伏せ状態になるとだけ定め、場所を書いていない。' },
      switch: BY_HAND,
    },
    terms: ['瞬間移動', '伏せ状態', '接敵面'], keywords: { en: ['teleport', 'prone', 'landing'], ja: [] },
  },
  {
    id: 'MC-R4', system: S, group: G, source: seed000('Additional rules › passengers', '追加ルール › 同乗者'),
    title: { en: 'Passenger room', ja: '同乗者の人数' },
    statement: {
      en: 'A mount carries as many passengers (同乗者) as its space has squares minus one (Large 3, Huge 8, Gargantuan 15), editable per mount. A passenger must meet the size step of MC-ELIG-1 too. When the rider leaves, passengers stay passengers, and any of them may take the rider\'s place with a move action.',
      ja: '乗騎に乗れる同乗者は接敵面のマス数−1人（大型3、超大型8、巨大15）とし、乗騎ごとに変更できる。同乗者も MC-ELIG-1 のサイズの条件を満たさなければならない。乗り手が降りても同乗者は同乗者のままで、誰でも移動アクションで乗り手に代われる。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'A passenger beyond the room is refused with the rule id. When the rider has left, "Take the reins" (command `takeReins`) makes a passenger the rider.',
        ja: '人数を超える同乗者は規則の番号を示して拒否する。乗り手が降りた後は「手綱を取る」で同乗者が乗り手になる。',
      },
      why: { en: 'The source sets no limit on passengers and does not say what happens when the rider leaves.', ja: '原文は同乗者の人数に上限を定めず、乗り手が降りた後の扱いも書いていない。' },
      switch: { en: 'Edit the mount\'s passenger room (`riding.passengerCapacity`).', ja: '乗騎の同乗者の人数を編集する。' },
    },
    terms: ['同乗者', '接敵面'], keywords: { en: ['passenger', 'capacity', 'take the reins'], ja: ['定員', '手綱を取る'] },
  },
  {
    id: 'MC-R5', system: S, group: G, source: seed000('Getting on and off, prone (adjacent squares)', '乗騎への乗り降り、伏せ状態（隣接するマス）'),
    title: { en: 'No free square', ja: '空いたマスがない場合' },
    statement: {
      en: 'If no square is free where a rule puts a creature (a mount boxed in at the map edge is thrown prone, say), it lands in the nearest free square. A voluntary dismount or drop prone with no free square is refused instead.',
      ja: 'ルールがクリーチャーを置くべきマスに空きがなければ（盤の端で囲まれた乗騎が伏せ状態にされた場合など）、最も近い空いたマスに落ちる。自分の意思で降りる・伏せる場合に空いたマスがなければ、その行動を拒否する。',
    },
    ruling: {
      origin: 'app',
      does: { en: 'Shown in the log with MC-R5 wherever a creature is placed this way.', ja: 'そのように置いたときはログに MC-R5 を示す。' },
      why: { en: 'The source always assumes that a free adjacent square exists.', ja: '原文は隣接する空いたマスが必ずあるものとして書かれている。' },
      switch: BY_HAND,
    },
    terms: ['伏せ状態'], keywords: { en: ['free square', 'occupied', 'blocked'], ja: ['空きマス'] },
  },
  {
    id: 'MC-R6', system: S, group: G, source: seed000('Attacks on the rider › provoking opportunity attacks', '乗り手への攻撃 › 機会攻撃の誘発'),
    title: { en: 'When opportunity attacks are offered', ja: '機会攻撃を行う時点' },
    statement: {
      en: 'Opportunity attacks are offered right after the provoking move or attack, one attacker at a time. An attack provoked by movement is judged from the square the mover was leaving (reach, MC-TGT-2), so the numbers are the ones the interrupt would have had.',
      ja: '機会攻撃は、誘発した移動や攻撃の直後に攻撃者1体ずつに行うかを尋ねる。移動で誘発した機会攻撃は、移動した者が出ようとしていたマスを基準に判定する（間合い、MC-TGT-2）ので、割り込んだ時点と同じ数値になる。',
    },
    ruling: {
      origin: 'app',
      does: { en: 'The app stops and asks each attacker in turn whether it attacks; nothing else happens until each has answered.', ja: '進行を止め、攻撃者ごとに攻撃するかを尋ねる。全員が答えるまで他のことは起こらない。' },
      why: { en: 'In 4e the opportunity attack interrupts the move; a map app applies the move first and then plays the interrupt with the positions it had.', ja: '4版では機会攻撃は移動に割り込むが、このアプリは移動を先に適用し、割り込み時点の位置で機会攻撃を解決する。' },
      switch: { en: 'Decline an attack, or cancel the pending choice as GM (this also drops the rest of that chain).', ja: '攻撃しないと答えるか、マスターとして選択待ちを取り消す（以降の処理も打ち切られる）。' },
    },
    terms: ['機会攻撃', '間合い'], keywords: { en: ['opportunity attack', 'interrupt'], ja: [] },
  },
  {
    id: 'MC-R7', system: S, group: G, source: seed000('Forced movement › the rider', '強制移動 › 乗り手の強制移動'),
    title: { en: 'The path of a rider moved alone', ja: '乗り手だけが動かされたときの経路' },
    statement: {
      en: 'When a rider or passenger is pushed, pulled or slid, the path is drawn for the mount\'s space (the rider fills all of it, MC-SPACE-1). If the mount comes along, everyone moves along that path; if not, the creature lands prone in a free square of the space at the end of the path, of its choice. A path the mount\'s space cannot follow is refused; when rider and passengers are moved together, the rider\'s one save decides for all of them.',
      ja: '乗り手か同乗者が押しやり・引き寄せ・横滑りを受けたとき、経路は乗騎の接敵面の大きさで引く（乗り手は接敵面全体を占める、MC-SPACE-1）。乗騎が一緒に動くなら全員がその経路を進み、動かないならその者は経路の終わりの接敵面内の空いたマス（自分が選ぶ）で伏せ状態になる。乗騎の接敵面が通れない経路は拒否し、乗り手と同乗者が同時に動かされたときは乗り手の1回のセーヴィング・スローで全員を決める。',
    },
    ruling: {
      origin: 'app',
      does: { en: 'The forced-movement tool draws the path for the whole space and then asks for the MC-FM-2 save and, if needed, the landing square.', ja: '強制移動の道具は接敵面全体で経路を引き、続いて MC-FM-2 のセーヴィング・スローと、必要なら着地するマスを尋ねる。' },
      why: { en: 'The source does not say how a creature that fills a larger space is moved square by square, or where in the space it ends up.', ja: '原文は、大きな接敵面を占める者を1マスずつどう動かすか、接敵面のどこに落ちるかを書いていない。' },
      switch: BY_HAND,
    },
    terms: ['押しやり', '引き寄せ', '横滑り', '強制移動', '接敵面', '同乗者'], keywords: { en: ['push', 'pull', 'slide', 'path'], ja: ['経路'] },
  },
  {
    id: 'MC-R8', system: S, group: G, source: seed000('Prone › the mount is knocked prone while flying', '伏せ状態 › 乗騎が伏せ状態にされた（飛行中）'),
    title: { en: 'Riders of a falling mount', ja: '落下する乗騎の乗り手' },
    statement: {
      en: 'Riders of a flying mount that falls take no falling damage themselves; if the mount lands prone they are thrown (MC-PRONE-1).',
      ja: '落下する飛行中の乗騎に乗っている者は、自分では落下ダメージを受けない。乗騎が着地して伏せ状態になれば投げ出される（MC-PRONE-1）。',
    },
    ruling: {
      origin: 'app',
      does: { en: 'Only the mount takes the falling damage (B-12); its riders come down with it.', ja: '落下ダメージは乗騎だけが受け（B-12）、乗っている者は一緒に降りてくる。' },
      why: { en: 'MC-PRONE-2 keeps the rider mounted but is silent on its damage.', ja: 'MC-PRONE-2 は乗り手が降ろされないとするが、そのダメージについては書いていない。' },
      switch: BY_HAND,
    },
    terms: ['落下', '落下ダメージ', '飛行'], keywords: { en: ['fall', 'flying mount'], ja: [] },
  },
  {
    id: 'MC-R9', system: S, group: G, source: seed000('Getting on and off › dismount', '乗騎への乗り降り › 降りる'),
    title: { en: 'Leaving a flying mount aloft', ja: '飛行中の乗騎から離れる' },
    statement: {
      en: 'A creature that leaves a flying mount in the air falls the mount\'s height (B-5); a creature that can fly and dismounts on purpose hovers there instead.',
      ja: '空中の乗騎から離れたクリーチャーは乗騎の高さだけ落下する（B-5）。飛行できるクリーチャーが自分の意思で降りたなら、そのままその高さに留まる。',
    },
    ruling: {
      origin: 'app',
      does: { en: 'The fall is rolled when the creature leaves the mount; a flier that dismounts keeps the mount\'s height.', ja: '離れた時点で落下を処理する。飛行できる者が降りたときは乗騎の高さを保つ。' },
      why: { en: 'The source\'s dismount puts the rider in an adjacent square without saying at which height.', ja: '原文の「降りる」は隣接するマスへ移るとだけ定め、高さを書いていない。' },
      switch: BY_HAND,
    },
    terms: ['落下', '飛行'], keywords: { en: ['dismount', 'fly', 'hover', 'fall'], ja: ['ホバリング'] },
  },
  {
    id: 'MC-R10', system: S, group: G, source: seed000('Forced movement › the rider; prone › the rider', '強制移動 › 乗り手の強制移動、伏せ状態 › 乗り手が伏せ状態にされた'),
    title: { en: 'Which rolls are automatic', ja: '自動で振る判定' },
    statement: {
      en: 'The precipice save (B-2) and the Acrobatics check against falling damage (B-5) can only help, so the app rolls them automatically. The MC-FM-2 and MC-PRONE-3 saves are a choice, because a rider may want to come off.',
      ja: '崖際のセーヴィング・スロー（B-2）と落下ダメージを減らす〈軽業〉判定（B-5）は不利になることがないので自動で振る。MC-FM-2 と MC-PRONE-3 のセーヴィング・スローは、乗り手が降りたい場合もあるので行うかどうかを尋ねる。',
    },
    ruling: {
      origin: 'app',
      does: { en: 'Automatic rolls appear in the log; for the two rider saves the app asks "roll the save?" and waits.', ja: '自動の判定はログに出る。乗り手の2つのセーヴィング・スローでは、振るかどうかを尋ねて待つ。' },
      why: { en: 'The source says the creature "may" roll in every case.', ja: '原文はどれも「行なえる」と書いている。' },
      switch: { en: 'Answer the save question; type in a physical die for any roll.', ja: '尋ねられたら答える。どの判定も実物のダイスの出目を入力できる。' },
    },
    terms: ['セーヴィング・スロー', '〈軽業〉'], keywords: { en: ['save', 'automatic', 'acrobatics'], ja: [] },
  },
  {
    id: 'MC-R11', system: S, group: G, source: seed000('Mount and rider › attack; additional rules › passengers', '乗騎と乗り手に関するルール › 攻撃、追加ルール › 同乗者'),
    title: { en: 'Passengers take the rider\'s −2', ja: '同乗者にも乗り手の−2' },
    statement: {
      en: 'The house rule MC-ATK-1 (rider −2) applies to passengers too; the Rules Compendium\'s −2 for the mount is not applied.',
      ja: '独自裁定 MC-ATK-1（乗り手の−2）は同乗者にも適用する。基本ルールにある乗騎の−2は適用しない。',
    },
    ruling: {
      origin: 'app',
      does: { en: 'The attack helper lists −2 (MC-ATK-1, MC-R11) for a passenger\'s attacks and nothing for the mount\'s.', ja: '攻撃補助は同乗者の攻撃に−2（MC-ATK-1、MC-R11）を示し、乗騎の攻撃には何もつけない。' },
      why: { en: 'Passengers follow the rider rules except as listed, and MC-ATK-1 is not among the exceptions.', ja: '同乗者は挙げられた例外を除いて乗り手のルールに従い、MC-ATK-1 は例外に入っていない。' },
      switch: { en: 'If your table rules otherwise, raise the attack bonus in the attack helper by 2.', ja: '卓の裁定が異なるなら、攻撃補助の攻撃ボーナスを2上げる。' },
    },
    terms: ['同乗者', '攻撃ロール'], keywords: { en: ['passenger', 'penalty', 'attack'], ja: [] },
  },
];
