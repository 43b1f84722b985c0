/** The player menu's words (issue 26: the offers of the action registry to a player's own device). */
export const offerStrings = {
  'po.move': { en: 'Move (pick a square)', ja: '移動する（マスを選ぶ）' },
  'po.moveMount': { en: 'Move {mount} (pick a square)', ja: '{mount}を移動させる（マスを選ぶ）' },
  'po.pick.move': {
    en: 'Pick a highlighted square: where {name} moves.',
    ja: '強調されたマスを選ぶ：{name}の移動先。',
  },
  'po.mount': { en: 'Mount {mount}', ja: '{mount}に乗る' },
  'po.passenger': { en: 'Get on {mount} as a passenger', ja: '{mount}に同乗する' },
  'po.dropProne': { en: 'Drop prone', ja: '伏せる' },
  'po.dismount': { en: 'Dismount from {mount} (pick a square)', ja: '{mount}から降りる（マスを選ぶ）' },
  'po.pick.dismount': {
    en: 'Pick a highlighted square: where {name} dismounts (MC-MOUNT-2).',
    ja: '強調されたマスを選ぶ：{name}が降りる場所（MC-MOUNT-2）。',
  },
  'po.dropProneSaddle': { en: 'Drop prone from the saddle (pick a square)', ja: '鞍から伏せる（マスを選ぶ）' },
  'po.pick.dropProne': {
    en: 'Pick a highlighted square: where {name} drops prone (MC-PRONE-4).',
    ja: '強調されたマスを選ぶ：{name}が伏せる場所（MC-PRONE-4）。',
  },
  'po.takeReins': { en: 'Take the reins (become the rider)', ja: '手綱を取る（乗り手になる）' },
  'po.commandMount': { en: 'Command {mount} (move action)', ja: '{mount}に命令する（移動アクション）' },
  'po.standUp': { en: 'Stand up', ja: '立ち上がる' },
  'po.shift': { en: 'Shift 1 square (pick a square)', ja: '1マスシフトする（マスを選ぶ）' },
  'po.shiftMount': { en: 'Shift {mount} 1 square (pick a square)', ja: '{mount}を1マスシフトさせる（マスを選ぶ）' },
  'po.pick.shift': {
    en: 'Pick a highlighted square: where {name} shifts (B-11).',
    ja: '強調されたマスを選ぶ：{name}のシフト先（B-11）。',
  },
  'po.delay': { en: 'Delay the turn', ja: '手番を遅らせる' },
  'po.ride': { en: 'Ride {partner}', ja: '{partner}に騎乗する' },
  'po.tkDismount': { en: 'Dismount', ja: '降りる' },
  'po.endRound': { en: 'End round', ja: 'ラウンド終了' },
  'po.postpone': { en: 'Postpone', ja: '後回し' },
  'log.asker': { en: '{name} asked:', ja: '{name}の要求：' },
} as const;
