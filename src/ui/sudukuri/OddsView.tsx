/**
 * The odds: many simulated battles in a Web Worker, with progress, win probability (95% CI) and a turn histogram.
 * They are simulated from the battle as it stands (between steps, its turn and HP), or from its start once it is
 * over — a finished battle's "100 %" would only repeat its result (issue 30); the panel says which.
 */
import { useEffect, useRef, useState } from 'react';
import { requestOdds, type OddsHandle } from '../../app/sudukuri/oddsClient';
import { resetBattle, type OddsResult, type SdBattle } from '../../rules/sudukuri';
import { useT } from '../context';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function OddsView({ battle }: { battle: SdBattle }) {
  const { t } = useT();
  const [runs, setRuns] = useState('10000');
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<OddsResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handle = useRef<OddsHandle | null>(null);
  useEffect(() => () => handle.current?.cancel(), []);
  const start = () => {
    const n = Math.trunc(Number(runs));
    if (!Number.isFinite(n) || n < 1 || n > 1_000_000) {
      setError(t('sd.runsRange'));
      return;
    }
    setError(null);
    handle.current?.cancel();
    setProgress(0);
    const h = requestOdds(
      from,
      { runs: n, seed: (Date.now() >>> 0) ^ 0x5bd1e995 },
      {
        onProgress: (p) => {
          setProgress(p.done / p.total);
          setResult(p.partial);
        },
      },
    );
    handle.current = h;
    h.promise
      .then((r) => {
        setResult(r);
        setProgress(null);
      })
      .catch((e: unknown) => {
        setProgress(null);
        if (!(e instanceof Error && e.name === 'OddsCancelledError')) setError(String(e));
      });
  };
  const over = battle.result !== null;
  const from = over ? resetBattle(battle) : battle;
  const hist = result?.turns.histogram ?? [];
  const maxCount = Math.max(1, ...hist);
  return (
    <section className="sd-odds" data-testid="sd.odds">
      <h3>{t('sd.odds')}</h3>
      <div className="row">
        <label className="field small">
          <span>{t('sd.runs')}</span>
          <input data-testid="sd.odds.runs" type="number" value={runs} onChange={(e) => setRuns(e.target.value)} />
        </label>
        <button data-testid="sd.odds.run" onClick={start}>
          {t('sd.runOdds')}
        </button>
        {progress !== null && (
          <button
            onClick={() => {
              handle.current?.cancel();
              setProgress(null);
            }}
          >
            {t('sd.cancel')}
          </button>
        )}
      </div>
      <p className="muted small" data-testid="sd.odds.from">
        {over
          ? t('sd.oddsFromStart')
          : battle.cursor.turn > 1 || battle.cursor.step > 1
            ? t('sd.oddsFromNow', { n: battle.cursor.turn })
            : t('sd.oddsFromStartOnly')}
      </p>
      {progress !== null && <progress data-testid="sd.odds.progress" value={progress} max={1} />}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <div data-testid="sd.odds.result">
          <p className="sd-win">
            {t('sd.pWin')}: <strong data-testid="sd.odds.pwin">{pct(result.pWin)}</strong> ({t('sd.ci')}{' '}
            {pct(result.ci95[0])}–{pct(result.ci95[1])}, n = {result.runs})
            {result.draws > 0 && <span className="error"> · {t('sd.draws', { n: result.draws })}</span>}
          </p>
          <svg
            className="sd-chart"
            data-testid="sd.odds.chart"
            viewBox={`0 0 ${Math.max(10, hist.length) * 12} 110`}
            role="img"
            aria-label={t('sd.turnHistogram')}
          >
            {hist.map((n, i) =>
              i === 0 ? null : (
                <g key={i}>
                  <rect
                    x={(i - 1) * 12 + 1}
                    y={95 - (n / maxCount) * 90}
                    width="10"
                    height={(n / maxCount) * 90}
                    fill="#4da3ff"
                  >
                    <title>
                      {t('sd.turnN', { n: i })}: {n}
                    </title>
                  </rect>
                  {(i === 1 || i % 5 === 0) && (
                    <text x={(i - 1) * 12 + 6} y="107" fontSize="8" textAnchor="middle" fill="#9aa4b1">
                      {i}
                    </text>
                  )}
                </g>
              ),
            )}
          </svg>
          <p className="muted">
            {t('sd.turnHistogram')} · {t('sd.meanTurns', { n: result.turns.mean.toFixed(1) })}
          </p>
          <div className="sd-winbar" aria-hidden="true">
            <span style={{ width: pct(result.pWin), background: '#59d98e' }} />
            <span style={{ width: pct(result.pDraw), background: '#9aa4b1' }} />
            <span style={{ width: pct(1 - result.pWin - result.pDraw), background: '#ff6b6b' }} />
          </div>
          <ul className="sd-hpleft">
            {result.hpLeft.characters.map((c) => (
              <li key={c.id}>
                {c.name}: {t('sd.hpLeft')} {c.mean.toFixed(1)} / {c.maxHp}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
