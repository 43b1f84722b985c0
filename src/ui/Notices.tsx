/**
 * Messages: a refused command (with its rule id), short notices (import, library), and the banners that stay —
 * "not saving — export now" with the reason, a damaged save kept aside (export it, or restore the commands that
 * still replay), and the two-tab conflict (keep mine / use theirs).
 */
import { useEffect, useState } from 'react';
import type { NotSavingReason } from '../app/storage';
import type { StringKey } from '../i18n';
import { useServices, useT, useEnc, useUi } from './context';
import { downloadText } from './library/download';
import { useLibraryView } from './library/useLibrary';
import { RuleChip } from './RuleChip';
import './library/library.css';

const REASONS: Readonly<Record<NotSavingReason, StringKey>> = {
  timeout: 'save.reason.timeout',
  blocked: 'save.reason.blocked',
  unavailable: 'save.reason.unavailable',
  quota: 'save.reason.quota',
  conflict: 'save.reason.conflict',
  damaged: 'save.reason.damaged',
  closed: 'save.reason.closed',
  versionchange: 'save.reason.versionchange',
  deleted: 'save.reason.deleted',
  error: 'save.reason.error',
};

function NotSavingBanner() {
  const { t } = useT();
  const svc = useServices();
  const notSaving = useLibraryView((v) => v.notSaving);
  const name = useEnc((s) => s.encounter.name);
  if (!notSaving) return null;
  const r = notSaving.reason;
  const canRetry = r === 'quota' || r === 'timeout' || r === 'error';
  const reload = r === 'versionchange' || r === 'closed' || r === 'blocked';
  return (
    <div className="banner" role="alert" data-testid="banner.not-saving" data-reason={r}>
      <strong>{t('save.notSaving')}</strong>
      <span className="why" data-testid="banner.not-saving.reason">
        {t(REASONS[r])}
      </span>
      {notSaving.detail && r === 'error' && (
        <details>
          <summary>{t('save.detail')}</summary>
          <div className="detail">{notSaving.detail}</div>
        </details>
      )}
      <div className="banner-buttons">
        <button
          className="primary"
          data-testid="banner.not-saving.export"
          onClick={() => downloadText(svc.exportFile(), name)}
        >
          ⇩ {t('save.exportNow')}
        </button>
        {canRetry && svc.library && (
          <button data-testid="banner.not-saving.retry" onClick={() => void svc.library?.retry()}>
            {t('save.retry')}
          </button>
        )}
        {reload && (
          <button data-testid="banner.not-saving.reload" onClick={() => location.reload()}>
            {t('save.reload')}
          </button>
        )}
      </div>
    </div>
  );
}

function DamagedBanners() {
  const { t, lang } = useT();
  const svc = useServices();
  const damaged = useLibraryView((v) => v.damaged);
  const currentId = useLibraryView((v) => v.currentId);
  const name = useEnc((s) => s.encounter.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {damaged.map((d) => (
        <div key={d.id} className="banner" role="alert" data-testid={`banner.damaged.${d.id}`}>
          <strong>{t('damaged.title', { name: d.name })}</strong>
          <span className="why">{t('damaged.body', { why: d.why[lang] })}</span>
          {currentId !== d.id && (
            <span className="now" data-testid={`banner.damaged.now.${d.id}`}>
              {t('damaged.nowOpen', { name })}
            </span>
          )}
          {!d.canRestorePrefix && <div className="detail">{t('damaged.nothing')}</div>}
          {error && (
            <div className="error" role="alert">
              {error}
            </div>
          )}
          <div className="banner-buttons">
            <button
              data-testid={`banner.damaged.export.${d.id}`}
              onClick={() => downloadText(d.exportText, `${d.name}-damaged`)}
            >
              ⇩ {t('damaged.export')}
            </button>
            {d.canRestorePrefix && (
              <button
                className="primary"
                data-testid={`banner.damaged.restore.${d.id}`}
                onClick={() =>
                  void svc.library?.restorePrefix(d.id, d.commandsThatReplay).then((err) => {
                    setError(err);
                    if (!err)
                      svc.ui.getState().notify(t('damaged.restored', { name: d.name, n: d.commandsThatReplay }));
                  })
                }
              >
                {t('damaged.restore', { n: d.commandsThatReplay })}
              </button>
            )}
            <button data-testid={`banner.damaged.dismiss.${d.id}`} onClick={() => svc.library?.dismissDamaged(d.id)}>
              {t('damaged.dismiss')}
            </button>
          </div>
        </div>
      ))}
    </>
  );
}

/** Issue 31: the open encounter was restored without its last saved changes — said, not hidden. */
function LostBanner() {
  const { t } = useT();
  const svc = useServices();
  const lost = useLibraryView((v) => v.lost);
  const currentId = useLibraryView((v) => v.currentId);
  if (!lost || lost.id !== currentId) return null;
  return (
    <div className="banner warn" role="alert" data-testid="banner.lost" data-n={lost.n}>
      <strong>{t('lost.title', { n: lost.n })}</strong>
      <span className="why">{t('lost.why')}</span>
      <div className="banner-buttons">
        <button data-testid="banner.lost.dismiss" onClick={() => svc.library?.dismissLost()}>
          {t('lost.ok')}
        </button>
      </div>
    </div>
  );
}

/** Why the whole history did not come back (the storage's reason, a damaged part, or the encounter changed). */
function historyWhy(why: string): StringKey {
  if (why === 'timeout') return 'historyShort.why.timeout';
  if (why === 'damaged') return 'historyShort.why.damaged';
  if (why === 'changed') return 'historyShort.why.changed';
  return 'historyShort.why.other';
}

/**
 * Issue 33: after a restore from a checkpoint, the history before it did not come back — said, not hidden (it used to
 * give up without a word): undo stops at the checkpoint; nothing of the encounter is lost; it can be read again.
 */
function HistoryShortBanner() {
  const { t } = useT();
  const svc = useServices();
  const short = useLibraryView((v) => v.historyShort);
  const currentId = useLibraryView((v) => v.currentId);
  if (!short || short.id !== currentId) return null;
  return (
    <div className="banner warn" role="status" data-testid="banner.history-short" data-why={short.why}>
      <strong>{t('historyShort.title')}</strong>
      <span className="why">{t(historyWhy(short.why))}</span>
      <div className="banner-buttons">
        <button data-testid="banner.history-short.retry" onClick={() => svc.library?.retryHistory()}>
          {t('historyShort.retry')}
        </button>
        <button data-testid="banner.history-short.dismiss" onClick={() => svc.library?.dismissHistoryShort()}>
          {t('lost.ok')}
        </button>
      </div>
    </div>
  );
}

/**
 * `part`: the layout shows the banners (they stay until answered) in the sidebar under the turn strip and the short
 * messages in the status bar under the board; `all` (the default) shows both in one place. A refusal clears itself after 12 s, as a
 * notice does (issue 15: old notices never cleared); its rule id is a chip that opens the rule (issue 21).
 */
export function Notices({ part = 'all' }: { part?: 'all' | 'banners' | 'messages' } = {}) {
  const { t, msg } = useT();
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
  const banners = part !== 'messages';
  const messages = part !== 'banners';
  useEffect(() => {
    if (!messages || !refusal) return;
    const n = refusal.n;
    const h = setTimeout(() => {
      if (svc.encounter.getState().refusal?.n === n) svc.encounter.getState().clearRefusal();
    }, 12000);
    return () => clearTimeout(h);
  }, [messages, refusal, svc]);
  return (
    <div className={`notices notices-${part}`} aria-live="polite">
      {banners && <NotSavingBanner />}
      {banners && <DamagedBanners />}
      {banners && <LostBanner />}
      {banners && <HistoryShortBanner />}
      {banners && conflict && (
        <div className="banner warn" role="alert" data-testid="notice.conflict">
          <strong>{t('conflict.title')}</strong>
          <span className="why">{t('conflict.choose')}</span>
          <div className="banner-buttons">
            <button className="primary" data-testid="conflict.keep" onClick={() => void svc.library?.keepMine()}>
              {t('conflict.keep')}
            </button>
            <button data-testid="conflict.theirs" onClick={() => void svc.library?.useTheirs()}>
              {t('conflict.theirs')}
            </button>
          </div>
        </div>
      )}
      {messages && refusal && (
        <div className="notice error" role="alert" data-testid="notice.refusal">
          {refusal.bug
            ? t('bug.report', { why: refusal.bug.split('\n')[0] ?? '' })
            : t('rejected', { why: msg(refusal.reason) })}
          {!refusal.bug && refusal.ruleId && <RuleChip id={refusal.ruleId} />}
          <button aria-label="×" onClick={() => svc.encounter.getState().clearRefusal()}>
            ×
          </button>
        </div>
      )}
      {messages && notice && shownNotice === notice.n && (
        <div
          className={`notice ${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid={`notice.${notice.kind}`}
        >
          {notice.text}
        </div>
      )}
    </div>
  );
}
