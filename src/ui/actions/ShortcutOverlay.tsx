/**
 * The `?` overlay: every key of the rule system's actions, from the registry, grouped (turn, history, the
 * creature, the system's own, the board, the view, help) — each with whether it can be done now and, if not, why
 * (for the selected creature). It lists only what this rule system binds: no 4e keys in Tenkai.
 */
import { creatureOf } from '../../rules';
import { systemName } from '../../i18n';
import { useEnc, useServices, useT, useUi } from '../context';
import { RuleChip } from '../RuleChip';
import { helpOf } from '../systems';
import { layoutUi, useLayout } from '../layout/layoutUi';
import { useActionDeps } from './ActionButton';
import { actionCtx, availabilityOf, isRelevant, keysLabel, labelText, whyText } from './helpers';
import { actionsOf } from './registry';
import type { ActionGroup } from './types';

const GROUPS: readonly ActionGroup[] = ['turn', 'history', 'creature', 'system', 'board', 'view', 'help'];

export function ShortcutOverlay() {
  const { t, lang } = useT();
  const svc = useServices();
  const open = useLayout((s) => s.shortcuts);
  const system = useEnc((s) => s.encounter.system);
  const selectedId = useUi((s) => s.selectedId);
  const selected = useEnc((s) => (selectedId ? (creatureOf(s.encounter, selectedId)?.name ?? null) : null));
  useActionDeps();
  if (!open) return null;
  const c = actionCtx(svc);
  const keyed = actionsOf(system).filter((a) => a.keys?.length);
  return (
    <div className="shortcut-overlay" role="region" aria-labelledby="shortcuts-title" data-testid="shortcuts">
      <header className="row">
        <h2 id="shortcuts-title">{t('act.shortcutsTitle', { system: systemName(system, lang) })}</h2>
        <span className="muted small">
          {selected ? t('act.forSelected', { name: selected }) : t('act.noneSelected')}
        </span>
        <button type="button" data-testid="shortcuts.close" onClick={() => layoutUi.getState().setShortcuts(false)}>
          {t('menu.close')} <kbd>Esc</kbd>
        </button>
      </header>
      <p className="muted small">{helpOf(system, lang)}</p>
      <div className="shortcut-groups">
        {GROUPS.map((g) => {
          const list = keyed.filter((a) => a.group === g);
          if (list.length === 0) return null;
          return (
            <section key={g} className="shortcut-group" data-testid={`shortcuts.group.${g}`}>
              <h3>{t(`act.group.${g}`)}</h3>
              <table>
                <tbody>
                  {list.map((a) => {
                    const relevant = isRelevant(a, c);
                    const av = availabilityOf(a, c);
                    const ok = relevant && av.ok;
                    return (
                      <tr
                        key={a.id}
                        className={ok ? '' : 'unavailable'}
                        data-testid={`shortcuts.${a.id}`}
                        data-available={ok}
                      >
                        <td className="keys">
                          <kbd>{keysLabel(a, lang)}</kbd>
                        </td>
                        <td>
                          {labelText(a, c)}
                          {!av.ok && (
                            <small className="why-not">
                              {' '}
                              — {whyText(av.why, system, lang)} {av.ruleId && <RuleChip id={av.ruleId} />}
                            </small>
                          )}
                          {av.ok && !relevant && <small className="why-not"> — {t('act.notNow')}</small>}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          );
        })}
      </div>
    </div>
  );
}
