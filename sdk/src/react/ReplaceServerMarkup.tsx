import { useLayoutEffect } from 'react';

/**
 * The element indexes from `root` down to `element`. Elements only: the server's markup holds comments (React's
 * Suspense markers, its separators between texts) that a browser's render does not.
 */
function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let current = element; current !== root && current.parentElement; current = current.parentElement) {
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

/** The element at `path` below `root`, if there is one. */
function elementAt(root: Element, path: number[]): Element | undefined {
  let element: Element | undefined = root;
  for (const index of path) element = element?.children[index];
  return element;
}

/**
 * Removes a server's markup of the widget from a declarative shadow root once the widget's own render of the same
 * screen is in the container beside it. It runs in the commit that put that render there, before the browser paints,
 * so no frame shows both or neither; the element the visitor was in (a field they are typing in) hands its focus and
 * caret over to its twin. React hydrates no markup inside a shadow root, so the components take such markup over
 * this way; what was typed into it comes over too (`useTypedBeforeTakeover`, which reads it earlier in this commit),
 * and a submit the visitor made meanwhile is made again by the twin form.
 */
export function ReplaceServerMarkup({ server, container }: { server: Element; container: Element }) {
  useLayoutEffect(() => {
    if (!server.isConnected) return;
    const active = (server.getRootNode() as Document | ShadowRoot).activeElement;
    const path = active && server.contains(active) ? pathOf(server, active) : null;
    const field = active instanceof HTMLInputElement ? { value: active.value, start: active.selectionStart, end: active.selectionEnd } : null;
    // A submit the login form's capture script held, busy (`CAPTURE_SCRIPT`), which no longer sees its button.
    const busy = server.querySelector('button[aria-busy]');
    const pressed = busy ? elementAt(container, pathOf(server, busy)) : undefined;
    server.remove();
    // Made by the twin, through the widget's handler, once the render that gives it what was typed has committed:
    // that render follows this commit at once, before any paint, and before this task's microtasks.
    if (pressed instanceof HTMLButtonElement) queueMicrotask(() => pressed.form?.requestSubmit(pressed));
    const twin = path && active ? elementAt(container, path) : undefined;
    if (!(twin instanceof HTMLElement)) return;
    twin.focus({ preventScroll: true });
    if (!(twin instanceof HTMLInputElement) || !field) return;
    // The field's state gets the same text in the render that follows; the caret stays where it was.
    twin.value = field.value;
    if (field.start !== null && field.end !== null) twin.setSelectionRange(field.start, field.end);
  }, [server, container]);
  return null;
}
