/** The confusion behaviour table (1D20, TK-ST-CONFUSE) in English and Japanese (the source's wording). */
import type { Lang } from '../../describe';

const TABLE: readonly [number, string, string][] = [
  [2, 'acts normally', '通常通り行動する'],
  [4, 'moves randomly', 'ランダムに移動する'],
  [6, 'attacks the nearest creature', '最も近い対象を無差別に攻撃'],
  [7, 'attacks the nearest ally (none: the nearest creature)', '最も近い味方を攻撃（味方がいなければ5〜6）'],
  [8, 'attacks itself', '自分自身を攻撃'],
  [9, 'uses a random skill', 'ランダムにスキルを発動する'],
  [10, 'drops its weapon (none: a random item)', '武器を捨てる（無ければ携帯品をランダムに捨てる）'],
  [11, 'tries to take off random equipment', 'ランダムに装備を脱ぐ（試みる）'],
  [12, 'stares blankly', 'ぼんやりする'],
  [13, 'talks to itself', '独り言'],
  [14, 'laughs', '笑う'],
  [15, 'shouts', '叫ぶ'],
  [16, 'cries', '泣く'],
  [17, 'blushes', '照れる'],
  [18, 'cowers', '怯える'],
  [19, 'prays', '祈る'],
  [20, 'sings and dances', '歌って踊る'],
];

/** What a confused creature does on a 1D20 of `die`. */
export function behaviourText(die: number, lang: Lang): string {
  const row = TABLE.find(([upTo]) => die <= upTo) ?? TABLE[TABLE.length - 1];
  return row ? (lang === 'en' ? row[1] : row[2]) : '';
}
