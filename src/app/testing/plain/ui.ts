/**
 * The "plain" system's UI (its `SystemUi`): one action, the attack, listed in the GM's token menu with a target per
 * other creature, and offered to a player for a creature of theirs (the request check keeps what the rules allow).
 */
import { allCreatures, asCommand, type AnyEncounter, type Command, type CreatureId } from '../../../rules';
import { dryRun } from '../../../ui/actions/helpers';
import type { ActionDef } from '../../../ui/actions/types';
import type { SystemUi } from '../../../ui/systems';
import { PLAIN_LABELS } from '../../../i18n/testing/plainText';

// The dummy system's own command is not in the app's `Command` union: handed on as a system's command is.
const attack = (attackerId: CreatureId, targetId: CreatureId): Command =>
  asCommand({ type: 'plAttack', attackerId, targetId });
const others = (enc: AnyEncounter, id: CreatureId) => allCreatures(enc).filter((c) => c.id !== id);

const ATTACK: ActionDef = {
  id: 'plain.attack',
  label: PLAIN_LABELS.attack,
  group: 'creature',
  subject: true,
  menu: true,
  perform(c) {
    this.items?.(c)[0]?.perform();
  },
  items: (c) =>
    c.subject
      ? others(c.enc, c.subject).map((t) => ({
          id: t.id,
          label: PLAIN_LABELS.attackWho(t.name),
          availability: dryRun(c, attack(c.subject as CreatureId, t.id)),
          perform: () => void c.svc.encounter.getState().dispatch(attack(c.subject as CreatureId, t.id)),
        }))
      : [],
  player: (enc, subject) =>
    others(enc, subject).map((t) => ({
      id: `attack.${t.id}`,
      label: PLAIN_LABELS.attackWho(t.name),
      command: { type: 'plAttack', attackerId: subject, targetId: t.id },
    })),
};

export const plainUi: SystemUi = { actions: [ATTACK], help: PLAIN_LABELS.help };
