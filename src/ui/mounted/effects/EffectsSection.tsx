/** The creature editor's effects (issue 19): the list with sources, durations and remove, and "Add effect…". */
import type { CreatureId } from '../../../rules';
import { useT } from '../../context';
import { EffectList } from './EffectList';
import { useEffectsUi } from './effectsUi';

export function EffectsSection({ id }: { id: CreatureId }) {
  const { t } = useT();
  return (
    <fieldset data-testid="editor.effects">
      <legend>{t('fx.legend')}</legend>
      <EffectList id={id} testId="editor.effects.list" />
      <button type="button" data-testid="editor.effects.add" onClick={() => useEffectsUi.getState().open(id)}>
        ＋ {t('mm.effects')}
      </button>
    </fieldset>
  );
}
