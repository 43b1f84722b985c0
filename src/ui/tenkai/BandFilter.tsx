/**
 * The band filter (TK-ALT-1): pick an altitude band to list who is in it and highlight their squares on the
 * board; every token also shows its band on a coloured badge.
 */
import { useEffect, useMemo } from 'react';
import { creatureOf } from '../../rules';
import { creaturesInBand, TK_BANDS, bandOf } from '../../rules/tenkai';
import { TK_BAND_LABELS } from '../../i18n/systems/tenkai';
import { useT, useUi } from '../context';
import { RuleChip } from '../RuleChip';
import { useTkUi } from './tkUi';
import { useTkEnc } from './useTkEnc';

export function BandFilter() {
  const { t, tr } = useT();
  const enc = useTkEnc();
  const band = useTkUi((s) => s.band);
  const setBand = useTkUi((s) => s.setBand);
  const select = useUi((s) => s.select);
  const setHighlights = useUi((s) => s.setHighlights);
  const counts = useMemo(
    () => Object.fromEntries(TK_BANDS.map((b) => [b, enc ? creaturesInBand(enc, b).length : 0])),
    [enc],
  );
  const ids = useMemo(() => (!enc ? [] : band ? creaturesInBand(enc, band) : enc.creatureOrder), [enc, band]);
  useEffect(() => {
    if (!band || !enc) return;
    setHighlights(
      ids
        .map((id) => creatureOf(enc, id))
        .flatMap((c) => (c ? [c.mountId ? (creatureOf(enc, c.mountId)?.pos ?? c.pos) : c.pos] : [])),
    );
    return () => setHighlights([]);
  }, [band, ids, enc, setHighlights]);
  if (!enc) return null;
  return (
    <section className="panel tk-bands" aria-label={t('tk.bands')} data-testid="tk.bands">
      <h2>
        {t('tk.bands')} <RuleChip id="TK-ALT-1" />
      </h2>
      <div className="row" role="radiogroup">
        <button data-testid="tk.band.all" aria-pressed={band === null} onClick={() => setBand(null)}>
          {t('tk.bandAll')}
        </button>
        {[...TK_BANDS].reverse().map((b) => (
          <button
            key={b}
            className={`tk-band-btn band-${b}`}
            data-testid={`tk.band.${b}`}
            aria-pressed={band === b}
            onClick={() => setBand(band === b ? null : b)}
          >
            {tr(TK_BAND_LABELS[b])} <small>{counts[b]}</small>
          </button>
        ))}
      </div>
      {band && ids.length === 0 && <p className="muted small">{t('tk.nobodyInBand')}</p>}
      {band && (
        <ul className="creature-list" data-testid="tk.band.list">
          {ids.map((id) => (
            <li key={id}>
              <button className="link" data-testid={`tk.band.item.${id}`} onClick={() => select(id)}>
                <span className={`tk-band-dot band-${bandOf(enc, id)}`} /> {creatureOf(enc, id)?.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {band && <p className="muted small">{t('tk.bandFilterHint')}</p>}
    </section>
  );
}
