/** Messages: a refused command (with its rule id), import/save notices, and the two-tab conflict banner. */
import { useEffect, useState } from 'react';
import { useEnc, useServices, useT, useUi } from './context';

export function Notices() {
  const { t, refusal: refused } = useT();
  const svc = useServices();
  const refusal = useEnc((s) => s.refusal);
  const notice = useUi((s) => s.notice);
  const conflict = useUi((s) => s.conflict);
  const [shownNotice, setShownNotice] = useState<number | null>(null);
  useEffect(() => {
    if (!notice) return;
    setShownNotice(notice.n);
    const h = setTimeout(() => setShownNotice(null), notice.kind === 'error' ? 12000 : 4000);
    return () => clearTimeout(h);
  }, [notice]);
  return (
    <div className="notices" aria-live="polite">
      {conflict && (
        <div className="notice error" role="alert" data-testid="notice.conflict">
          <strong>{t('conflict.title')}</strong> {t('conflict.body')}
          <button data-testid="conflict.reload" onClick={() => location.reload()}>{t('conflict.reload')}</button>
          <button data-testid="conflict.keep" onClick={() => svc.keepMine()}>{t('conflict.keep')}</button>
        </div>
      )}
      {refusal && (
        <div className="notice error" role="alert" data-testid="notice.refusal">
          {refusal.bug ? t('bug.report', { why: refusal.bug.split('\n')[0] ?? '' }) : t('rejected', { why: refused(refusal) })}
          <button aria-label="×" onClick={() => svc.encounter.getState().clearRefusal()}>×</button>
        </div>
      )}
      {notice && shownNotice === notice.n && (
        <div className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid={`notice.${notice.kind}`}>
          {notice.text}
        </div>
      )}
    </div>
  );
}
