/** The 13 steps' titles (the source's headings) and a description of where a battle stands, for the panel. */
import { tx, type Text } from '../core/text';
import { profileOf } from './calc';
import type { SdBattle, SdCharacter } from './model';

/** One step of the procedure. */
export interface StepDef {
  /** "SD-STEP-01" … "SD-STEP-13". */
  id: string;
  n: number;
  title: Text;
}

const TITLES: [string, string][] = [
  ['Start-of-turn specials (魔眼の矢, 疾風迅雷)', 'ターン開始時の特殊攻撃判定'],
  ['Physical attack count (二回攻撃)', '物理攻撃回数の確認'],
  ['Attack order (奇襲心得)', '攻撃順序の判定'],
  ['Deadly immunity (必殺無効)', '必殺攻撃無効化の確認'],
  ['Cancel check (策士, 知者, 賢者)', '通常攻撃無効化の事前判定'],
  ['Physical success roll', '物理攻撃の成功判定'],
  ['Deadly roll (必殺投げ, 必殺突き, 必殺斬り)', '必殺攻撃の判定'],
  ['Physical damage', '物理ダメージの計算'],
  ['Magic damage (魔法障壁)', '魔法ダメージの計算'],
  ['Regeneration and auras', '体力回復および特殊攻撃の計算'],
  ['Survival (不死身, 竜の化身)', 'ターン終了時の生存判定'],
  ['Last strikes (鬼の気迫, 乾坤一擲)', '戦闘終了時の特殊攻撃判定'],
  ['Outcome', '戦闘決着の確認'],
];

/** SD-STEP-01..13 in order. */
export const STEPS: readonly StepDef[] = TITLES.map(([en, ja], i) => ({
  id: `SD-STEP-${String(i + 1).padStart(2, '0')}`,
  n: i + 1,
  title: tx(en, `(${i + 1})：${ja}`),
}));

/** Where the battle stands: "Turn 2 · SD-STEP-06 Physical success roll · Knight → Dragon, attack 2/3". */
export function describeCursor(b: SdBattle): Text {
  if (b.result) {
    const w = b.result.winner;
    return w === 'draw'
      ? tx(`Draw at the turn cap (turn ${b.result.turn}).`, `引き分け（第${b.result.turn}ターン、ターン上限）。`)
      : tx(`Over in turn ${b.result.turn}: ${w === 'pc' ? 'PC side' : 'opposing side'} wins${b.result.mutual ? ' (mutual wipe-out)' : ''}.`,
        `第${b.result.turn}ターンで決着：${w === 'pc' ? 'ＰＣ側' : '相手側'}の勝利${b.result.mutual ? '（相討ち）' : ''}。`);
  }
  const c = b.cursor;
  const step = STEPS[c.step - 1];
  let who: Text | null = null;
  if (c.step >= 6 && c.step <= 9) {
    const side = c.phase === 0 ? c.first : c.first === 'pc' ? 'opp' : 'pc';
    const a = (side === 'pc' ? b.pc : b.opp)[c.actor] as SdCharacter | undefined;
    const d = (side === 'pc' ? b.opp : b.pc)[c.target] as SdCharacter | undefined;
    if (a && d) {
      const n = profileOf(a.skills).attacks;
      who = c.step <= 8 ? tx(`${a.name} → ${d.name}, attack ${c.attack + 1}/${n}`, `${a.name}→${d.name} ${c.attack + 1}/${n}回目`) : tx(`${a.name} → ${d.name}`, `${a.name}→${d.name}`);
    }
  }
  const base = step ? `${step.id} ${step.title.en}` : '';
  const baseJa = step ? `${step.id} ${step.title.ja}` : '';
  return tx(`Turn ${c.turn} · ${base}${who ? ` · ${who.en}` : ''}${b.pending ? ' · waiting for a target' : ''}`,
    `第${c.turn}ターン・${baseJa}${who ? `・${who.ja}` : ''}${b.pending ? '・対象の選択待ち' : ''}`);
}
