/**
 * The effects card of the dock (issue 19): the effects on one creature (sources, durations, remove) and the form
 * to add one. Opened from the token menu ("Effects…", E) or the creature editor; it sits beside the creature.
 */
import { creatureOf } from '../../../rules';
import { effectCount } from '../../../rules/mounted4e';
import { useDispatch, useEnc, useT } from '../../context';
import { RuleChip } from '../../RuleChip';
import { useDockCard } from '../../layout/dockUi';
import { asM4, useM4 } from '../useM4';
import { EffectForm } from './EffectForm';
import { EffectList } from './EffectList';
import { useEffectsUi } from './effectsUi';

export function EffectsPanel() {
  const { t } = useT();
  const dispatch = useDispatch();
  const enc = useM4();
  const any = useEnc((s) => {
    const e = asM4(s.encounter);
    return !!e && effectCount(e) > 0;
  });
  const openFor = useEffectsUi((s) => s.openFor);
  const current = useEnc((s) =>
    s.encounter.turns.current >= 0 ? (s.encounter.turns.order[s.encounter.turns.current] ?? '') : '',
  );
  const c = enc && openFor ? creatureOf(enc, openFor) : undefined;
  useDockCard('m4.effects', c ? { ids: [c.mountId ?? c.id] } : null);
  if (!enc || !c) return null;
  // The power is most often the acting creature's: it is the default source (unless it is the target itself).
  const source = current && current !== c.id ? current : '';
  return (
    <section
      className="dock-card tool-panel effects"
      role="group"
      aria-label={t('fx.title', { name: c.name })}
      data-testid="effects"
    >
      <h2>{t('fx.title', { name: c.name })}</h2>
      <EffectList id={c.id} />
      <EffectForm targetId={c.id} defaultSource={source} />
      <div className="row">
        {/* "Until the end of the encounter" ends here (B-14); undoable like every command. */}
        {any && (
          <button type="button" data-testid="effects.end-encounter" onClick={() => dispatch({ type: 'endEncounter' })}>
            {t('fx.endEncounter')} <RuleChip id="B-14" />
          </button>
        )}
        <button
          type="button"
          className="danger"
          data-testid="effects.close"
          onClick={() => useEffectsUi.getState().open(null)}
        >
          {t('fx.close')} <kbd>Esc</kbd>
        </button>
      </div>
    </section>
  );
}
