/**
 * The creature's powers in its token menu (issue 29): one item each — its name and numbers — that opens the attack
 * helper with the power chosen (and a close or area power's template placed, B-17). Rider and mount each list
 * their own.
 */
import { creatureOf } from '../../rules';
import { powersOfPart } from '../../rules/mounted4e';
import { useServices, useT } from '../context';
import { powerSummary } from './powerFill';
import { useM4 } from './useM4';

export function MenuPowers({ id, onDone }: { id: string; onDone: () => void }) {
  const { t, lang } = useT();
  const ui = useServices().ui;
  const enc = useM4();
  const c = enc ? creatureOf(enc, id) : undefined;
  const powers = c ? powersOfPart(c.sys) : [];
  if (powers.length === 0) return null;
  return (
    <div className="menu-powers" role="group" aria-label={t('power.menuHint')} data-testid="token-menu.powers">
      {powers.map((p) => (
        <button
          key={p.id}
          type="button"
          role="menuitem"
          data-testid={`token-menu.power.${p.id}`}
          onClick={() => {
            ui.getState().setMounted({ attackerId: id, powerId: p.id });
            onDone();
          }}
        >
          ⚔ {p.name} <span className="muted small">{powerSummary(p, lang)}</span>
        </button>
      ))}
    </div>
  );
}
