/** Text of the kernel's wall, door and vision events and messages (issue 32), in English and Japanese. */
import type { CoreEvents, CoreMsgs } from '../rules';
import type { EventDescribers, MsgDescribers } from './describe';

type WallEvents = Pick<CoreEvents, 'wallsAdded' | 'wallsRemoved' | 'doorChanged' | 'visionChanged'>;
type WallMsgs = Pick<CoreMsgs, 'badWall' | 'noWall' | 'doorAlready' | 'wallInWay' | 'walledOff' | 'wallThroughSpace'>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The parts of an "added" line: "2 walls, 1 door" / "壁2本、扉1枚". */
function addedList(e: CoreEvents['wallsAdded'], lang: 'en' | 'ja'): string {
  const parts: string[] = [];
  if (lang === 'en') {
    if (e.walls) parts.push(plural(e.walls, 'wall', 'walls'));
    if (e.doors) parts.push(plural(e.doors, 'door', 'doors'));
    if (e.windows) parts.push(plural(e.windows, 'window', 'windows'));
    if (e.terrain) parts.push(plural(e.terrain, 'terrain wall', 'terrain walls'));
    return parts.join(', ');
  }
  if (e.walls) parts.push(`壁${e.walls}本`);
  if (e.doors) parts.push(`扉${e.doors}枚`);
  if (e.windows) parts.push(`窓${e.windows}枚`);
  if (e.terrain) parts.push(`地形の壁${e.terrain}本`);
  return parts.join('、');
}

const WALL_FIELD: Readonly<Record<string, string>> = {
  walls: '壁の指定',
  count: '壁の数',
  id: '番号',
  kind: '種類',
  x1: '始点の横位置',
  y1: '始点の縦位置',
  x2: '終点の横位置',
  y2: '終点の縦位置',
  length: '長さ',
  open: '開閉',
};

export const wallEvents: EventDescribers<WallEvents> = {
  wallsAdded: {
    en: (e) => `Added ${addedList(e, 'en')}.`,
    ja: (e) => `${addedList(e, 'ja')}を置いた。`,
  },
  wallsRemoved: {
    en: (e) => `Removed ${plural(e.count, 'wall', 'walls')}.`,
    ja: (e) => `壁を${e.count}本取り除いた。`,
  },
  doorChanged: {
    en: (e) => `The door at (${e.at.x}, ${e.at.y}) is ${e.open ? 'opened' : 'closed'}.`,
    ja: (e) => `(${e.at.x}, ${e.at.y})の扉を${e.open ? '開けた' : '閉じた'}。`,
  },
  visionChanged: {
    en: (e) =>
      e.on
        ? 'Vision fog is on: the players see only what the party can see.'
        : 'Vision fog is off: the players see the whole map (but the fog of war).',
    ja: (e) =>
      e.on
        ? '視界の霧を有効にした。プレイヤーにはパーティーから見えるものだけが見える。'
        : '視界の霧を無効にした。プレイヤーにはマップ全体が見える（戦場の霧を除く）。',
  },
};

export const wallMsgs: MsgDescribers<WallMsgs> = {
  badWall: {
    en: (m) =>
      m.field === 'count'
        ? `A scene holds at most ${m.max} walls.`
        : m.field === 'walls'
          ? 'Give at least one wall.'
          : `The wall does not fit: its ${m.field} is out of range (its ends must lie on the map, a wall has a length, only a door opens).`,
    ja: (m) =>
      m.field === 'count'
        ? `壁は1つの場面に${m.max}本までです。`
        : m.field === 'walls'
          ? '壁を1本以上指定してください。'
          : `壁の設定が範囲外です（${WALL_FIELD[m.field] ?? m.field}）。端はマップの上に置き、長さが必要で、開けられるのは扉だけです。`,
  },
  noWall: {
    en: (m) => (m.door ? 'There is no such door.' : 'There is no such wall.'),
    ja: (m) => (m.door ? 'その扉はありません。' : 'その壁はありません。'),
  },
  doorAlready: {
    en: (m) => `The door is already ${m.open ? 'open' : 'closed'}.`,
    ja: (m) => `扉はすでに${m.open ? '開いています' : '閉じています'}。`,
  },
  wallInWay: {
    en: (m) => `A wall is in the way from (${m.from.x}, ${m.from.y}) to (${m.to.x}, ${m.to.y}).`,
    ja: (m) => `(${m.from.x}, ${m.from.y})から(${m.to.x}, ${m.to.y})へは壁があって進めません。`,
  },
  wallThroughSpace: {
    en: () => 'A wall runs through that space: a creature cannot stand across it.',
    ja: () => 'その場所には壁が通っています。壁をまたいで立つことはできません。',
  },
  walledOff: {
    en: (m) => `Walls are in the way: no way around them within ${m.max} squares.`,
    ja: (m) => `壁に阻まれています。${m.max}マス以内に回り道がありません。`,
  },
};
