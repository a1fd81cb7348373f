import { useSyncExternalStore } from 'react';
import type { User } from '../../../protocol/types.ts';
import { useWidget } from '../../kernel.ts';

/** The signed-in user as the widget's client holds it, re-rendering when it changes (rename, delete, register). */
export function useWidgetUser(): User | null {
  const { client } = useWidget();
  return useSyncExternalStore(client.user.onChange, client.user.getSync, () => null);
}
