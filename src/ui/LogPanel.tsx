/** The combat log: every event of every command in effect, described in the current language, newest last. */
import { useEffect, useMemo, useRef } from 'react';
import { useEnc, useEncDeferred, useT } from './context';

export function LogPanel() {
  const { t, ev } = useT();
  // Follows the store in a transition: the board's frame after a command comes first.
  const revision = useEncDeferred((s) => s.revision);
  const session = useEnc((s) => s.session);
  const lines = useMemo(() => session.log(), [session, revision]);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Block body: scrollIntoView returns a Promise in recent Chromium, and an effect may only return a cleanup.
    void end.current?.scrollIntoView({ block: 'nearest' });
  }, [lines.length]);
  const shown = lines.slice(-300);
  return (
    <section className="panel log" aria-label={t('panel.log')}>
      <h2>{t('panel.log')}</h2>
      {lines.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        <ol data-testid="log.lines">
          {shown.map((l, i) => (
            <li key={`${l.seq}-${i}`} className={l.event.type === 'dieRolled' ? 'roll' : ''} data-testid="log.line">
              <span className="seq">#{l.seq}</span> {ev(l.event)}
              {l.event.rules.length > 0 && <span className="rule-ids">{l.event.rules.join(' ')}</span>}
            </li>
          ))}
          <li ref={end} aria-hidden="true" className="end" />
        </ol>
      )}
    </section>
  );
}
