import { useEffect, useState, type RefObject } from 'react';

/** The prompt's height until Google's frame says otherwise. */
export const ONE_TAP_DEFAULT_HEIGHT = 47;

/** Resize messages are applied once they stop coming for this long. */
export const ONE_TAP_RESIZE_DEBOUNCE_MS = 100;

/** Largest height a resize may ask for; a frame cannot take over the page. */
const MAX_HEIGHT = 600;

/**
 * The embedded prompt's height: 47px, then the last `{ type: 'resize', height }` message of the frame Google drew
 * inside `holder`, debounced by 100 ms. A message counts only when its source is that frame's window.
 */
export function useHelperFrameHeight(holder: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(ONE_TAP_DEFAULT_HEIGHT);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onMessage = (event: MessageEvent) => {
      const frame = holder.current?.querySelector('iframe');
      if (!frame || event.source === null || event.source !== frame.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const { type, height: asked } = data as { type?: unknown; height?: unknown };
      if (type !== 'resize' || typeof asked !== 'number' || !Number.isFinite(asked)) return;
      const next = Math.min(MAX_HEIGHT, Math.max(0, Math.round(asked)));
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setHeight(next), ONE_TAP_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      if (timer) clearTimeout(timer);
    };
  }, [holder]);
  return height;
}
