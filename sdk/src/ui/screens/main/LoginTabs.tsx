import { useRef, type KeyboardEvent } from 'react';
import { useWidget } from '../../state/WidgetContext.tsx';
import { METHOD_TAB_LABEL, type LoginMethod } from './loginMethods.ts';

/** The id of a method's tab and of its panel, for aria-controls and aria-labelledby. */
export function tabIds(prefix: string, method: LoginMethod) {
  return { tab: `${prefix}-tab-${method}`, panel: `${prefix}-panel-${method}` };
}

/**
 * The login form's method tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs and select
 * them, Home and End go to the ends.
 */
export function LoginTabs({
  idPrefix,
  methods,
  selected,
  onSelect,
}: {
  idPrefix: string;
  methods: LoginMethod[];
  selected: LoginMethod;
  onSelect: (method: LoginMethod) => void;
}) {
  const { t, interactive } = useWidget();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function move(event: KeyboardEvent, index: number) {
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % methods.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + methods.length) % methods.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = methods.length - 1;
    else return;
    event.preventDefault();
    const method = methods[next];
    if (!method) return;
    onSelect(method);
    refs.current[next]?.focus();
  }

  return (
    <div className="aw-tabs" role="tablist" aria-label={t('form.tabsLabel')}>
      {methods.map((method, index) => {
        const ids = tabIds(idPrefix, method);
        const active = method === selected;
        return (
          <button
            key={method}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            className="aw-tab"
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active ? 0 : -1}
            // In server markup not taken over yet another tab could not open: it waits, as the widget's buttons do.
            disabled={!interactive && !active}
            onClick={() => onSelect(method)}
            onKeyDown={(event) => move(event, index)}
          >
            {t(METHOD_TAB_LABEL[method])}
          </button>
        );
      })}
    </div>
  );
}
