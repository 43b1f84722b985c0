/**
 * What a creature's turn does to effects (issue 19), for its initiative entry and the pinned turn strip: at the
 * start, ongoing damage (B-15) and the effects that end (B-14); at the end, the effects that end (B-14) and the
 * saving throws to make (B-3). Read from the rules' `turnEffects`; it draws nothing when nothing happens.
 */
import type { ReactNode } from 'react';
import type { AnyEncounter, CreatureId } from '../../../rules';
import { creatureOf } from '../../../rules';
import { turnEffects, type EffectView, type M4Encounter } from '../../../rules/mounted4e';
import { describeMsg, t as translate, type Lang } from '../../../i18n';
import { effectMark } from '../../../i18n/systems/mounted4e/effectMarks';
import { RuleChips } from '../../RuleChip';
import { asM4 } from '../useM4';

/** The lines of a turn note as plain data (tested without React). */
export interface TurnNoteLines {
  start: { text: string; rules: string[] } | null;
  end: { text: string; rules: string[] } | null;
}

/** The words of what happens to effects at the start and the end of `id`'s turn. */
export function turnNoteLines(enc: M4Encounter, id: CreatureId, lang: Lang): TurnNoteLines {
  const te = turnEffects(enc, id);
  const list = (vs: readonly EffectView[]) =>
    vs
      .map((v) => `${describeMsg('mounted4e', v.what, lang)} [${effectMark(v.facts, lang)}]`)
      .join(lang === 'en' ? ', ' : '、');
  const sep = lang === 'en' ? '; ' : '。';
  const startParts: string[] = [];
  const startRules: string[] = [];
  for (const o of te.ongoing) {
    startParts.push(translate(lang, 'fx.takes', { name: creatureOf(enc, o.who)?.name ?? o.who, n: o.total }));
    startRules.push('B-15');
  }
  if (te.endAtStart.length) {
    startParts.push(translate(lang, 'fx.ends', { list: list(te.endAtStart) }));
    startRules.push('B-14');
  }
  const endParts: string[] = [];
  const endRules: string[] = [];
  if (te.endAtEnd.length) {
    endParts.push(translate(lang, 'fx.ends', { list: list(te.endAtEnd) }));
    endRules.push('B-14');
  }
  if (te.saves.length) {
    endParts.push(translate(lang, 'fx.saves', { list: list(te.saves) }));
    endRules.push('B-3');
  }
  return {
    start: startParts.length ? { text: startParts.join(sep), rules: [...new Set(startRules)] } : null,
    end: endParts.length ? { text: endParts.join(sep), rules: [...new Set(endRules)] } : null,
  };
}

/**
 * The note as the initiative entry (test ids `init.fx.<id>…`) and the turn strip (`turn.fx.<id>…`) show it, or
 * null when the turn does nothing to effects.
 */
export function turnNote(
  any: AnyEncounter,
  id: CreatureId,
  lang: Lang,
  where: 'init' | 'turn' = 'init',
): ReactNode | null {
  const enc = asM4(any);
  if (!enc) return null;
  const lines = turnNoteLines(enc, id, lang);
  if (!lines.start && !lines.end) return null;
  const colon = lang === 'en' ? ': ' : '：';
  return (
    <div className="small effect-note" data-testid={`${where}.fx.${id}`}>
      {lines.start && (
        <div data-testid={`${where}.fx.${id}.start`}>
          ▸ {translate(lang, 'fx.turnStart')}
          {colon}
          {lines.start.text} <RuleChips ids={lines.start.rules} />
        </div>
      )}
      {lines.end && (
        <div data-testid={`${where}.fx.${id}.end`}>
          ◂ {translate(lang, 'fx.turnEnd')}
          {colon}
          {lines.end.text} <RuleChips ids={lines.end.rules} />
        </div>
      )}
    </div>
  );
}
