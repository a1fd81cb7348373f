import { useEffect, useState } from 'react';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useWidget } from '../../state/WidgetContext.tsx';
import { Logo } from './Logo.tsx';

/** Widgets that have shown Main once: the first Main must not pull the host page's focus into the widget. */
const shown = new WeakSet<object>();

/**
 * Main's logo and "Sign up or log in". `displayHeader: false` leaves out both; `hideHeaderText`
 * (config or styles) leaves out only the text. The heading takes focus when the visitor comes back to Main.
 */
export function MainHeader() {
  const { config, styles, store, t } = useWidget();
  const [first] = useState(() => !shown.has(store));
  useEffect(() => {
    shown.add(store);
  }, [store]);
  if (config.displayHeader === false) return null;
  const hideText = config.hideHeaderText === true || styles.hideHeaderText === true;
  return (
    <>
      <Logo />
      {hideText ? null : <ScreenHeader text={t('main.header')} autoFocus={!first} />}
    </>
  );
}
