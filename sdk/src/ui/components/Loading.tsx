import { useWidget } from '../state/WidgetContext.tsx';
import { Spinner } from './Spinner.tsx';

/** What shows while a screen's code loads: a spinner, announced as "Loading" to screen readers. */
export function Loading() {
  const { t } = useWidget();
  return (
    <div className="aw-loading" role="status">
      <Spinner />
      <span className="aw-sr-only">{t('common.loading')}</span>
    </div>
  );
}
