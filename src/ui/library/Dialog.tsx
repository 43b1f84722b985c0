/**
 * A modal dialog: labelled by its title, focus moved into it when it opens (the element with `data-autofocus`,
 * else the first field), kept inside while it is open (Tab / Shift+Tab wrap), Esc closes it, and focus goes back
 * to what had it before.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './library.css';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog(props: {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  closeLabel: string;
}) {
  const { title, testId, onClose, children, wide, closeLabel } = props;
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const el = ref.current;
    const first = el?.querySelector<HTMLElement>('[data-autofocus]') ?? el?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    // Keys while focus is outside the dialog (the focused button went away): Esc still closes it, Tab comes back in.
    const onWindowKey = (e: globalThis.KeyboardEvent) => {
      const dlg = ref.current;
      if (!dlg || dlg.contains(document.activeElement)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        close.current();
      } else if (e.key === 'Tab') {
        e.preventDefault();
        dlg.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
    };
    window.addEventListener('keydown', onWindowKey, true);
    return () => {
      window.removeEventListener('keydown', onWindowKey, true);
      if (before && document.contains(before)) before.focus();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    // The board's and the panels' shortcuts (window listeners) do not see keys typed in a dialog.
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.stopPropagation();
      e.preventDefault();
      close.current();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (x) => x.offsetParent !== null,
    );
    if (items.length === 0) return;
    const firstItem = items[0] as HTMLElement;
    const lastItem = items[items.length - 1] as HTMLElement;
    if (e.shiftKey && document.activeElement === firstItem) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };
  return (
    <div className="lib-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`lib-dialog${wide ? ' wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <header className="lib-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="lib-x"
            aria-label={closeLabel}
            title={closeLabel}
            data-testid={`${testId}.close`}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
