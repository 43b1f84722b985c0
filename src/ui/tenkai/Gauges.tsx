/** 生命 / 練力 / 気力 gauges and AP of one Tenkai character (from `tokenInfo`). 練力 drains by turn for gliders and armour. */
import type { TkTokenInfo } from '../../rules/tenkai';
import { TK_STAT_LABELS } from '../../i18n/systems/tenkai';
import { useT } from '../context';

function Gauge({
  label,
  now,
  max,
  kind,
  testId,
}: {
  label: string;
  now: number;
  max: number;
  kind: string;
  testId: string;
}) {
  const frac = max > 0 ? Math.max(0, Math.min(1, now / max)) : 0;
  return (
    <div className={`tk-gauge ${kind}`} data-testid={testId}>
      <span className="tk-gauge-label">{label}</span>
      <span className="bar">
        <span style={{ width: `${frac * 100}%` }} />
      </span>
      <span className="num">
        {now}/{max}
      </span>
    </div>
  );
}

export function Gauges({ info, id }: { info: TkTokenInfo; id: string }) {
  const { t, tr } = useT();
  return (
    <div className="tk-gauges">
      <Gauge label={tr(TK_STAT_LABELS.hp)} now={info.hp.now} max={info.hp.max} kind="hp" testId={`tk.gauge.hp.${id}`} />
      <Gauge label={tr(TK_STAT_LABELS.ki)} now={info.ki.now} max={info.ki.max} kind="ki" testId={`tk.gauge.ki.${id}`} />
      <Gauge
        label={tr(TK_STAT_LABELS.will)}
        now={info.will.now}
        max={info.will.max}
        kind="will"
        testId={`tk.gauge.will.${id}`}
      />
      <div className="tk-ap" data-testid={`tk.ap.${id}`}>
        <span className="tk-gauge-label">{t('tk.ap')}</span>
        <span className="pips">
          {Array.from({ length: Math.max(info.apMax, 0) }, (_, i) => (
            <span key={i} className={i < info.apLeft ? 'pip-on' : 'pip-off'}>
              ●
            </span>
          ))}
        </span>
        <span className="num">
          {info.apLeft}/{info.apMax}
        </span>
      </div>
    </div>
  );
}
