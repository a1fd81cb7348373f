// Loaded lazily like a screen group (see `Widget.tsx`), so it takes what it shares with them from their kernel: one
// shared chunk for all of them instead of one more per combination.
import { toastsAtom, useAtomValue, useWidget } from '../../kernel.ts';

/** The toast area (at most 20 held, 350px wide); announced politely, errors assertively. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const { t } = useWidget();
  return (
    <div className="aw-toasts" role="region" aria-label={t('common.toastRegion')}>
      <div aria-live="polite" role="status" className="aw-stack">
        {toasts
          .filter((toast) => toast.type !== 'error')
          .map((toast) => (
            <div key={toast.id} className="aw-toast" data-type={toast.type} data-visible={toast.visible}>
              {toast.message}
            </div>
          ))}
      </div>
      <div aria-live="assertive" role="alert" className="aw-stack">
        {toasts
          .filter((toast) => toast.type === 'error')
          .map((toast) => (
            <div key={toast.id} className="aw-toast" data-type="error" data-visible={toast.visible}>
              {toast.message}
            </div>
          ))}
      </div>
    </div>
  );
}
