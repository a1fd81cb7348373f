import { useEffect } from 'react';
import { isHttpUrl } from '../../components/LinkifiedText.tsx';
import { useWidget } from '../../state/WidgetContext.tsx';

/** Logo URLs already refused per widget store, so the console hears about each one once, not on every return to Main. */
const refused = new WeakMap<object, Set<string>>();

/** The logo URL of the config, or of the styles when the config has none. */
export function logoUrlOf(config: { logo?: { logoImageUrl?: string } }, styles: { logo?: { logoImageUrl?: string } }): string | undefined {
  return config.logo?.logoImageUrl || styles.logo?.logoImageUrl || undefined;
}

/**
 * The optional logo above Main's header. Only an http(s) URL becomes an image source: anything else (a
 * `javascript:` or `data:` URL, a typo) is refused and reported once to the integrator on the console.
 */
export function Logo() {
  const { config, styles, store, t } = useWidget();
  const url = logoUrlOf(config, styles);
  const allowed = url !== undefined && isHttpUrl(url);
  useEffect(() => {
    if (url === undefined || allowed) return;
    const seen = refused.get(store) ?? new Set<string>();
    refused.set(store, seen);
    if (seen.has(url)) return;
    seen.add(url);
    console.error('auth-widget: logo.logoImageUrl was refused: only http(s) URLs are shown as images.');
  }, [url, allowed, store]);
  if (!allowed) return null;
  return <img className="aw-logo" src={url} alt={t('main.logoAlt')} />;
}
