import { useWidget } from '../WidgetContext.tsx';

/** The powered-by mark (150px wide), shown only when bootstrap data asks for it (spec section 2). */
export function Watermark() {
  const { bootstrap, t } = useWidget();
  if (!bootstrap || bootstrap.disable_sdk_watermark) return null;
  return (
    <div className="aw-watermark">
      <svg viewBox="0 0 150 16" role="img" aria-label={t('common.poweredBy')}>
        <text x="75" y="12" textAnchor="middle" fontSize="11" fill="currentColor" fontFamily="inherit">
          {t('common.poweredBy')}
        </text>
      </svg>
    </div>
  );
}
