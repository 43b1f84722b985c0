/**
 * The offer to mount after a creature was dropped on a creature that can carry it (the board makes the offer in
 * the UI store, issue 15): beside the two tokens, the ways to get on — each checked by the engine's dry run, an
 * illegal one greyed with the rules' reason and rule id — "I rolled…" for a way that rolls, and Cancel.
 */
import { useState } from 'react';
import { creatureOf, type Command } from '../rules';
import { both, tr as trText } from '../i18n';
import type { MountOffer } from '../store';
import { actionCtx } from './actions/helpers';
import { WhyNot } from './actions/ActionButton';
import { useEnc, useServices, useT, useUi } from './context';
import { typedDie } from './dice';
import { useDockCard } from './layout/dockUi';
import { uiOf, type OfferChoiceView } from './systems';
import { LabeledInput } from './formFields';

/** The board's choices as they are (a system may offer more, e.g. 4e as rider or as passenger). */
function defaultChoices(o: MountOffer, send: (c: Command, die: number | null) => void): OfferChoiceView[] {
  return o.choices.map((ch) => ({
    id: ch.via,
    label: both('offer.getOn', { via: ch.via }),
    availability: ch.legal
      ? { ok: true }
      : ch.reason
        ? { ok: false, why: { msg: ch.reason }, ruleId: ch.ruleId }
        : { ok: false, why: { key: 'act.why.refused' } },
    perform: (die) => send(ch.command, die),
  }));
}

export function MountOfferCard() {
  const { t, lang } = useT();
  const svc = useServices();
  const offer = useUi((s) => s.mountOffer);
  const system = useEnc((s) => s.encounter.system);
  // Two strings (a selector returning a new array each time would never settle).
  const rider = useEnc((s) => (offer ? (creatureOf(s.encounter, offer.id)?.name ?? '') : null));
  const mountName = useEnc((s) => (offer ? (creatureOf(s.encounter, offer.mountId)?.name ?? '') : null));
  useEnc((s) => s.revision);
  const [die, setDie] = useState('');
  useDockCard('mount-offer', offer ? { ids: [offer.id, offer.mountId] } : null);
  if (!offer || rider === null || mountName === null) return null;
  const close = () => svc.ui.getState().setMountOffer(null);
  const send = (c: Command, d: number | null) => {
    const r = svc.encounter.getState().dispatch(d === null ? c : { ...c, dice: [d] });
    if (r.ok) close();
  };
  const own = uiOf(system).offerChoices;
  // A system's choices are checked again by dry runs now (the offer was made at the drop).
  const choices = own ? own(offer, actionCtx(svc)) : defaultChoices(offer, send);
  const rolls = choices.some((c) => c.rolls);
  return (
    <section
      className="dock-card offer"
      role="group"
      aria-label={t('offer.title', { name: rider, mount: mountName })}
      data-testid="mount-offer"
    >
      <h2>{t('offer.title', { name: rider, mount: mountName })}</h2>
      <div className="offer-choices">
        {choices.map((ch) => (
          <button
            key={ch.id}
            type="button"
            data-testid={`mount-offer.${ch.id}`}
            aria-disabled={!ch.availability.ok}
            className={ch.availability.ok ? '' : 'unavailable'}
            onClick={() => ch.availability.ok && ch.perform(ch.rolls ? typedDie(die) : null)}
          >
            {ch.rolls && <span className="die-mark">{t('dice.d20Mark')}</span>}
            {trText(lang, ch.label)}
            <WhyNot av={ch.availability} testId={`mount-offer.${ch.id}.why`} />
          </button>
        ))}
      </div>
      {rolls && (
        <LabeledInput
          className="field small"
          label={t('roll.typed')}
          testId="mount-offer.typed"
          type="number"
          min={1}
          max={20}
          placeholder={t('roll.blank')}
          value={die}
          onValue={setDie}
        />
      )}
      <button type="button" className="danger" data-testid="mount-offer.cancel" onClick={close}>
        {t('offer.cancel')}
      </button>
    </section>
  );
}
