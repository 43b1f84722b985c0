/**
 * Who is at the table: each player's name, language and connection, the creatures they control, and the GM's
 * controls — give a creature, take one back, remove the player. The assignments are kept per encounter.
 */
import type { RosterEntry } from '../../net/protocol';
import { useUi } from '../context';
import { st } from '../../i18n/session';

/** A creature the GM can give (the encounter's, as the GM sees them). */
export interface AssignableCreature {
  readonly id: string;
  readonly name: string;
  readonly side: string;
}

export function RosterPanel({
  roster,
  creatures,
  onAssign,
  onKick,
}: {
  roster: readonly RosterEntry[];
  creatures: readonly AssignableCreature[];
  onAssign: (playerId: string, creatureIds: readonly string[]) => void;
  onKick: (playerId: string) => void;
}) {
  const lang = useUi((s) => s.lang);
  const nameOf = (id: string) => creatures.find((c) => c.id === id)?.name ?? id;
  const taken = new Set(roster.flatMap((p) => p.creatureIds));
  // The party first, then everyone else the GM might hand over (a hireling, a charmed monster).
  const offer = [...creatures].sort((a, b) => Number(b.side === 'party') - Number(a.side === 'party'));
  return (
    <section className="session-roster" data-testid="session.roster" aria-label={st(lang, 'gm.roster')}>
      <h3>{st(lang, 'gm.roster')}</h3>
      {roster.length === 0 && <p className="muted small">{st(lang, 'gm.noPlayers')}</p>}
      <ul>
        {roster.map((p) => (
          <li
            key={p.id}
            data-testid={`session.player.${p.id}`}
            data-name={p.name}
            className={p.online ? 'online' : 'away'}
          >
            <div className="row">
              <span className={`dot ${p.online ? 'on' : 'off'}`} aria-hidden="true" />
              <strong>{p.name}</strong>
              <span className="muted small">
                {p.online ? st(lang, 'gm.online') : st(lang, 'gm.offline')} · {p.lang === 'ja' ? '日本語' : 'English'}
              </span>
              <button
                className="danger small"
                data-testid={`session.kick.${p.id}`}
                onClick={() => window.confirm(st(lang, 'gm.kickConfirm', { name: p.name })) && onKick(p.id)}
              >
                {st(lang, 'gm.kick')}
              </button>
            </div>
            <div className="row wrap">
              <span className="muted small">{st(lang, 'gm.controls')}:</span>
              {p.creatureIds.length === 0 && <span className="muted small">{st(lang, 'gm.none')}</span>}
              {p.creatureIds.map((id) => (
                <span key={id} className="tag" data-testid={`session.owns.${p.id}.${id}`}>
                  {nameOf(id)}
                  <button
                    className="link"
                    aria-label={st(lang, 'gm.take', { name: nameOf(id) })}
                    title={st(lang, 'gm.take', { name: nameOf(id) })}
                    onClick={() =>
                      onAssign(
                        p.id,
                        p.creatureIds.filter((x) => x !== id),
                      )
                    }
                  >
                    ×
                  </button>
                </span>
              ))}
              <select
                aria-label={st(lang, 'gm.give')}
                data-testid={`session.give.${p.id}`}
                value=""
                onChange={(e) => {
                  if (e.target.value) onAssign(p.id, [...p.creatureIds, e.target.value]);
                }}
              >
                <option value="">{st(lang, 'gm.give')}</option>
                {offer
                  .filter((c) => !p.creatureIds.includes(c.id))
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                      {taken.has(c.id) ? ' *' : ''}
                    </option>
                  ))}
              </select>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
