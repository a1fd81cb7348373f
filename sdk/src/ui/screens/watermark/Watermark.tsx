// Loaded lazily like a screen group (see `Widget.tsx`), so it takes what it shares with them from their kernel.
import { useInsertionEffect } from 'react';
import { addStyles, useWidget } from '../../kernel.ts';

/** The watermark's rules, added when it first shows: a project whose bootstrap hides it never loads them. */
const css = `
.aw-watermark { display: flex; justify-content: center; margin-top: 16px; }
.aw-watermark a { display: block; width: 150px; color: var(--aw-secondary); font-size: 12px; text-align: center; }
.aw-watermark svg { width: 150px; height: auto; display: block; }
`;

/** The powered-by mark (150px wide), shown only when bootstrap data asks for it. */
export function Watermark() {
  const { bootstrap, t } = useWidget();
  useInsertionEffect(() => addStyles(css), []);
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
