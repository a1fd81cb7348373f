import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** True for absolute http(s) URLs: the only kind the widget ever turns into a link or an image source. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Renders text that may carry a provider help link: http(s) URLs become anchors that open in a
 * new tab, built as React elements, never through innerHTML; everything else stays text.
 */
export function LinkifiedText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      isHttpUrl(url) ? (
        <a key={start} href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      ) : (
        url
      ),
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
