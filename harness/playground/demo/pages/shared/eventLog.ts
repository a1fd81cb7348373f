import type { WidgetCallbacks } from '@auth-widget/sdk/ui';
import { describe } from './describe.ts';

/** A sign-in answer in one short line: who and which session, never the tokens it carries. */
function describeSuccess(response: unknown): string {
  const r = response as { user_id?: unknown; session?: { session_id?: unknown } } | null;
  if (r && typeof r === 'object' && typeof r.user_id === 'string') {
    const session = typeof r.session?.session_id === 'string' ? `, session ${r.session.session_id}` : '';
    return `user ${r.user_id}${session} (tokens not shown)`;
  }
  return describe(response);
}

/** An on-page log of the widget's callbacks: plain text, secrets hidden. */
export interface EventLog {
  add(kind: string, text: string): void;
  callbacks: WidgetCallbacks;
}

/** A log that writes into a list element, newest first; also echoes to the console for people with devtools open. */
export function createEventLog(list: HTMLElement): EventLog {
  const add = (kind: string, text: string) => {
    const item = document.createElement('li');
    item.className = `log-${kind}`;
    const time = new Date().toLocaleTimeString();
    item.textContent = `${time}  ${kind}  ${text}`;
    list.prepend(item);
    console.info(`[demo] ${kind} ${text}`);
  };
  return {
    add,
    callbacks: {
      onSuccess: (response) => add('success', describeSuccess(response)),
      onError: (error) => add('error', describe(error)),
      onEvent: (event) => add('event', `${event.type}${event.data === undefined ? '' : ` ${describe(event.data)}`}`),
    },
  };
}
