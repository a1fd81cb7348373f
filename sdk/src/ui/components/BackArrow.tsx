import { useSetAtom } from '../state/hooks.ts';
import { goToAtom } from '../state/atoms.ts';
import { useWidget } from '../state/WidgetContext.tsx';
import type { Screen } from '../state/screens.ts';

/** The back arrow most screens have; it returns to Main. */
export function BackArrow({ to = 'Main', onBack }: { to?: Screen; onBack?: () => void }) {
  const goTo = useSetAtom(goToAtom);
  const { t } = useWidget();
  return (
    <button
      type="button"
      className="aw-icon-button aw-back"
      aria-label={t('common.back')}
      onClick={() => {
        onBack?.();
        goTo(to);
      }}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z" fill="currentColor" />
      </svg>
    </button>
  );
}
