/** The 4e mounted-combat UI as the shared panels see it (see ../systems.tsx). */
import { t } from '../../i18n';
import { withOffers } from '../actions/playerOffers';
import { M4_OFFERS, M4_PLAYER_ONLY } from './playerOffers';
import type { AnyEncounter, Command, Creature } from '../../rules';
import { creatureOf } from '../../rules';
import { m4Part, riderOf } from '../../rules/mounted4e';
import { dryRun } from '../actions/helpers';
import { Lp } from '../actions/shared';
import { useEnc, useT } from '../context';
import type { OfferChoiceView, SystemUi } from '../systems';
import { M4_ACTIONS } from './actions';
import { AttackPanel } from './AttackPanel';
import { TEMPLATES } from '../../app/bestiary/mounted4e';
import { GLYPHS_JA } from '../../i18n/glyphs4e';
import { DismountOffer } from './DismountOffer';
import { MenuPowers } from './MenuPowers';
import { EditorFields } from './EditorFields';
import { ForcedPanel } from './ForcedPanel';
import { RollCard } from './RollCard';
import { TurnPips } from './TurnPips';
import { EffectsPanel } from './effects/EffectsPanel';
import { turnNote } from './effects/TurnNote';
import { asM4, useM4 } from './useM4';

/** The mount folded into an adventurer rider's initiative entry (MC-TURN-1), if any. */
function fold(enc: AnyEncounter, c: Creature): Creature | undefined {
  if (c.kind !== 'adventurer' || !c.isRider || !c.mountId) return undefined;
  return creatureOf(enc, c.mountId);
}

/** The B-3 effect save's "typed" option: the dialog's "I rolled…" row answers it through its "roll" option. */
const typedOnly = (kind: string, optionId: string): boolean => kind === 'mc.effectSave' && optionId === 'typed';

/**
 * Decisions whose answer rolls a d20 (a save, an opportunity attack, the B-3 save against a "save ends" effect:
 * its "roll" option takes the die typed beside it as well, so "I rolled…" goes through it).
 */
function rolls(kind: string, optionId: string): boolean {
  return (
    (kind === 'mc.save' && optionId === 'save') ||
    (kind === 'mc.opportunity' && optionId !== 'decline') ||
    (kind === 'mc.effectSave' && optionId === 'roll')
  );
}

/** The current turn's action pips, pinned under the turn strip, and what its end does to effects (B-14, B-3). */
function CurrentPips() {
  const id = useEnc((s) =>
    s.encounter.turns.current >= 0 ? (s.encounter.turns.order[s.encounter.turns.current] ?? null) : null,
  );
  const enc = useEnc((s) => s.encounter);
  const { lang } = useT();
  if (!id) return null;
  return (
    <>
      <TurnPips id={id} />
      {turnNote(enc, id, lang, 'turn')}
    </>
  );
}

/** "Rider of Blaze" / "Passenger on Blaze" at the top of the menu's 4e section. */
function RidingNote({ id }: { id: string }) {
  const { t } = useT();
  const enc = useM4();
  const c = enc ? creatureOf(enc, id) : undefined;
  const m = enc && c?.mountId ? creatureOf(enc, c.mountId) : undefined;
  if (!c || !m) return null;
  return <div className="muted small">{t(c.isRider ? 'mm.ridingAs' : 'mm.passengerOn', { mount: m.name })}</div>;
}

export const mounted4eUi: SystemUi = {
  templates: TEMPLATES.map((t) => ({ ...t, glyphJa: GLYPHS_JA[t.key] })),
  StripExtra: CurrentPips,
  tools: [RollCard, DismountOffer, ForcedPanel, AttackPanel, EffectsPanel],
  actions: withOffers([...M4_ACTIONS, ...M4_PLAYER_ONLY], M4_OFFERS),
  menuSection: { title: 'mm.section', testId: 'token-menu.mounted' },
  MenuNote: RidingNote,
  // The bestiary keeps a creature's statistics, traits and powers, not its place in this fight (MC-INIT-1 links,
  // turn marks).
  bestiaryPart(sys) {
    const p = m4Part({ sys });
    return {
      defences: p.defences,
      riding: p.riding,
      hover: p.hover,
      basicAttack: p.basicAttack,
      heightFt: p.heightFt,
      ...(p.powers?.length ? { powers: p.powers } : {}),
    };
  },
  MenuPowers,
  EditorFields,
  initiative: {
    fold,
    foldRule: 'MC-TURN-1',
    note(any, c, t) {
      const enc = asM4(any);
      if (!enc) return null;
      const r = riderOf(enc, c.id);
      if (c.mountId) {
        const m = creatureOf(enc, c.mountId)?.name ?? '';
        if (!c.isRider) return t('init.passenger', { m });
        if (c.kind === 'monster') return t('init.separate', { m });
      }
      if (r && r.kind === 'monster') return t('init.riddenBy', { r: r.name });
      return null;
    },
  },
  initiativeNote: turnNote,
  rolls,
  typedOnly,
  // Dropped on a mount: get on as its rider or as a passenger, from the square (adjacent) or walking / jumping
  // there (MC-MOUNT-1/3/4) — each checked by a dry run, so a way the rules refuse is greyed with its reason.
  offerChoices(offer, c): OfferChoiceView[] {
    const enc = asM4(c.enc);
    const mount = enc ? (creatureOf(enc, offer.mountId)?.name ?? '') : '';
    const out: OfferChoiceView[] = [];
    for (const ch of offer.choices)
      for (const asPassenger of [false, true]) {
        const command: Command = ch.command.type === 'mount' ? { ...ch.command, asPassenger } : ch.command;
        const key = asPassenger ? 'offer.asPassenger' : 'offer.asRider';
        const via = ch.via === 'jump' ? 'offer.via.jump' : ch.via === 'move' ? 'offer.via.move' : 'offer.via.adjacent';
        const label = Lp(key, { mount });
        const how = Lp(via, {});
        out.push({
          id: `${ch.via}.${asPassenger ? 'passenger' : 'rider'}`,
          label: {
            en: t('en', 'mm.choiceHow', { label: label.en, how: how.en }),
            ja: t('ja', 'mm.choiceHow', { label: label.ja, how: how.ja }),
          },
          availability: dryRun(c, command),
          rolls: ch.via === 'jump',
          perform: (die) => {
            const r = c.svc.encounter.getState().dispatch(die === null ? command : { ...command, dice: [die] });
            if (r.ok) c.svc.ui.getState().setMountOffer(null);
          },
        });
      }
    return out;
  },
  // MC-OPT-FALL is off by default.
  options: [
    {
      key: 'optionalFallRule',
      label: 'rules.optionalFall',
      ruleId: 'MC-OPT-FALL',
      read: (e) => e.system === 'mounted4e' && e.sys.options.optionalFallRule,
      command: (on) => ({ type: 'setOption', optionalFallRule: on }),
    },
  ],
  help: 'help.keys',
};
