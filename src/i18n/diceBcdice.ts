/**
 * A rolled dice line in BCDice 3's own output format, the one every ココフォリア and ユドナリウム user reads at a
 * glance (the Japanese log's default): `(2D6) ＞ 5[4,1] ＞ 5`, `(2D6>=7) ＞ 9[4,5] ＞ 9 ＞ 成功`,
 * `(5D10KH3) ＞ 21[2,3,5,8,8] ＞ 21`, `(3B6>=4) ＞ 5,2,4 ＞ 成功数2`, `(2R6[3]>=3) ＞ 3,1 + 2 ＞ 成功数1`,
 * `(4U6[6]) ＞ 5,2,11[6,5],23[6,6,6,5] ＞ 23/41(最大/合計)`, `(20TY6) ＞ … ＞ [1]×2, [2]×2`, `(D66) ＞ 35`,
 * `c(1+2) ＞ 3`, `(choice[A,B,C]) ＞ B`, and a repetition as `#1\n…\n\n#2\n…`. The text is BCDice's to the
 * character (the table of `src/rules/dice/bcdice.test.ts` holds BCDice's own test results); in English the few
 * words are BCDice's English ones (`Success`, `Failure`).
 */
import {
  modifierText,
  printNode,
  type DiceBody,
  type DiceOutcome,
  type DiceResult,
  type DiceSumBody,
  type DiceSumOutcome,
} from '../rules/dice';
import type { Lang } from './describe';

const words = {
  success: { en: 'Success', ja: '成功' },
  failure: { en: 'Failure', ja: '失敗' },
  successes: { en: 'Successes ', ja: '成功数' },
  maxTotal: { en: '(max/total)', ja: '(最大/合計)' },
  truncated: {
    en: '(stopped rolling again at the limit of 10,000 dice)',
    ja: '（ダイスの上限10000個に達したため振り足しを打ち切りました）',
  },
} as const;

const SEP = ' ＞ ';

/** The faces of a sum: the expression with each dice term as `total[faces]` (a filtered term's faces sorted). */
function interim(body: DiceSumBody, o: DiceSumOutcome): string {
  return printNode(body.expr, (i) => {
    const r = o.terms[i];
    const spec = body.terms[i];
    if (!r || !spec) return '';
    const faces = spec.filter ? [...r.faces].sort((a, b) => a - b) : r.faces;
    return `${r.value}[${faces.join(',')}]`;
  });
}

/** One outcome as BCDice prints it. */
export function bcdiceOutcome(body: DiceBody, bodyText: string, o: DiceOutcome, lang: Lang): string {
  const w = (k: keyof typeof words): string => words[k][lang];
  if (body.kind === 'sum' && o.kind === 'sum') {
    const plain = body.expr.k === 'dice' && !body.terms[body.expr.term]?.filter && o.values <= 1;
    return [
      `(${bodyText})`,
      ...(plain ? [] : [interim(body, o)]),
      String(o.total),
      ...(o.success === null ? [] : [o.success ? w('success') : w('failure')]),
    ].join(SEP);
  }
  if (body.kind === 'pool' && o.kind === 'pool') {
    const faces = o.groups.flat().join(',');
    return [`(${bodyText})`, faces, ...(o.successes === null ? [] : [`${w('successes')}${o.successes}`])].join(SEP);
  }
  if (body.kind === 'reroll' && o.kind === 'reroll') {
    const batches = o.batches.map((b) => b.faces.join(',')).join(' + ');
    return [`(${bodyText})`, batches, `${w('successes')}${o.successes}`, ...(o.truncated ? [w('truncated')] : [])].join(
      SEP,
    );
  }
  if (body.kind === 'upper' && o.kind === 'upper') {
    const chains = o.chains.map((c) => (c.faces.length === 1 ? String(c.sum) : `${c.sum}[${c.faces.join(',')}]`));
    const result = o.successes === null ? `${o.max}/${o.total}${w('maxTotal')}` : `${w('successes')}${o.successes}`;
    return [
      `(${bodyText})`,
      chains.join(',') + modifierText(body.modifier),
      result,
      ...(o.truncated ? [w('truncated')] : []),
    ].join(SEP);
  }
  if (body.kind === 'tally' && o.kind === 'tally') {
    const counts = o.counts
      .map((c, v) => (c === 0 && !body.zeros ? null : `[${v + 1}]×${c}`))
      .filter((x) => x !== null)
      .join(', ');
    return [`(${bodyText})`, o.faces.join(','), counts].join(SEP);
  }
  if (o.kind === 'd66') return `(${bodyText})${SEP}${o.value}`;
  if (o.kind === 'calc') return `${bodyText}${SEP}${o.value}`;
  if (body.kind === 'choice' && o.kind === 'choice')
    return `(${bodyText})${SEP}${o.picks.map((p) => p.item).join(body.form === 'space' ? ' ' : ', ')}`;
  return `(${bodyText})`;
}

/** The whole result as BCDice prints it (a repetition as `#1\n…\n\n#2\n…`), without secret mark or label. */
export function bcdiceText(result: DiceResult, lang: Lang): string {
  const texts = result.outcomes.map((o) => bcdiceOutcome(result.body, result.bodyText, o, lang));
  return result.repeat === null ? (texts[0] ?? '') : texts.map((t, i) => `#${i + 1}\n${t}`).join('\n\n');
}
