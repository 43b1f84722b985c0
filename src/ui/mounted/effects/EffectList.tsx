/**
 * The effects on one creature (issue 19, B-14): each with its board mark, what it does, how long, whose power,
 * whether it works now (a [Mount] benefit needs Mounted Combat, MC-KEY-1), its rule ids and a remove button.
 * Read from the rules' own view (`effectsOn`); removing sends `removeEffect`.
 */
import type { CreatureId } from '../../../rules';
import { effectsOn, type EffectView } from '../../../rules/mounted4e';
import { effectMark } from '../../../i18n/systems/mounted4e/effectMarks';
import { useDispatch, useT } from '../../context';
import { RuleChips } from '../../RuleChip';
import { useM4 } from '../useM4';

/** The rules an effect row cites: B-14, and B-3 (save ends), B-15 (ongoing damage), MC-KEY-1 (while riding). */
export function effectRules(v: EffectView): string[] {
  return [
    'B-14',
    ...(v.facts.duration.kind === 'saveEnds' ? ['B-3'] : []),
    ...(v.facts.what.kind === 'ongoing' ? ['B-15'] : []),
    ...(v.facts.whileRiding ? ['MC-KEY-1'] : []),
  ];
}

/** One row: the words on the left, the remove button on the right. */
const ROW = { display: 'flex', gap: 6, alignItems: 'flex-start', marginBottom: 4 } as const;

export function EffectList({ id, testId = 'effects.list' }: { id: CreatureId; testId?: string }) {
  const { t, msg, lang } = useT();
  const dispatch = useDispatch();
  const enc = useM4();
  if (!enc) return null;
  const list = effectsOn(enc, id);
  if (list.length === 0)
    return (
      <p className="muted small" data-testid={`${testId}.none`}>
        {t('fx.none')}
      </p>
    );
  return (
    <ul className="mods effects-list" data-testid={testId}>
      {list.map((v) => {
        const what = msg(v.what);
        return (
          <li
            key={v.id}
            data-testid={`${testId}.item`}
            data-effect={v.id}
            className={v.active ? '' : 'muted'}
            style={ROW}
          >
            <span style={{ flex: 1 }}>
              <span className="tag" title={t('fx.mark')}>
                {effectMark(v.facts, lang)}
              </span>{' '}
              {v.facts.label && (
                <em>
                  {v.facts.label}
                  {lang === 'en' ? ': ' : '：'}
                </em>
              )}
              <strong>{what}</strong>
              {lang === 'en' ? ' ' : ''}
              <span>{lang === 'en' ? `(${msg(v.duration)})` : `（${msg(v.duration)}）`}</span>
              {v.facts.by && <span className="muted"> · {v.facts.by.name}</span>}
              {v.facts.whileRiding && (
                <span className="muted"> · {t('fx.whileRiding', { name: v.facts.whileRiding.with.name })}</span>
              )}
              {v.inactive && (
                <span className="small warn">
                  {' '}
                  · {t('fx.inactive')}: {msg(v.inactive)}
                </span>
              )}{' '}
              <RuleChips ids={effectRules(v)} />
            </span>
            <button
              type="button"
              className="small"
              data-testid={`${testId}.remove.${v.id}`}
              aria-label={t('fx.removeLabel', { what })}
              onClick={() => dispatch({ type: 'removeEffect', effectId: v.id })}
            >
              {t('fx.remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
