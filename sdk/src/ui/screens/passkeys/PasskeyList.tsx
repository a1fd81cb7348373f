import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../kernel.ts';
import { PasskeyRow } from './PasskeyRow.tsx';
import { useWidgetUser } from './useWidgetUser.ts';

/** A change the list shows before the provider has confirmed it (edits are optimistic). */
type PendingChange = { kind: 'rename'; name: string } | { kind: 'delete' };

/** The row being edited or deleted; only one at a time. */
type ActiveRow = { id: string; mode: 'edit' | 'delete' } | null;

/**
 * The signed-in user's passkeys (`user.webauthn_registrations`), renamed and deleted in place. Changes show at
 * once and are rolled back when the provider refuses them; failures are only logged to the console,
 * never shown. A confirmed change stays shown until the next user the client reports, which carries it.
 */
export function PasskeyList() {
  const { client, t } = useWidget();
  const user = useWidgetUser();
  const [active, setActive] = useState<ActiveRow>(null);
  const [changes, setChanges] = useState<ReadonlyMap<string, PendingChange>>(new Map());
  const inFlight = useRef(new Set<string>());
  const listRef = useRef<HTMLUListElement>(null);

  // A fresh user from the client is the truth: keep only the changes still waiting for an answer.
  useEffect(() => {
    setChanges((current) => {
      const kept = new Map([...current].filter(([id]) => inFlight.current.has(id)));
      return kept.size === current.size ? current : kept;
    });
  }, [user]);

  const apply = (id: string, change: PendingChange | null) =>
    setChanges((current) => {
      const next = new Map(current);
      if (change) next.set(id, change);
      else next.delete(id);
      return next;
    });

  async function change(id: string, pending: PendingChange, call: () => Promise<unknown>, what: string) {
    setActive(null);
    apply(id, pending);
    inFlight.current.add(id);
    try {
      await call();
    } catch (error) {
      apply(id, null);
      console.error(`auth-widget: could not ${what} the passkey`, error);
    } finally {
      inFlight.current.delete(id);
    }
  }

  const rows = (user?.webauthn_registrations ?? []).flatMap((registration) => {
    const pending = changes.get(registration.webauthn_registration_id);
    if (pending?.kind === 'delete') return [];
    return [{ id: registration.webauthn_registration_id, name: pending?.kind === 'rename' ? pending.name : registration.name }];
  });
  if (rows.length === 0) return null;

  return (
    <ul ref={listRef} className="aw-passkey-list" aria-label={t('passkey.listLabel')} tabIndex={-1}>
      {rows.map(({ id, name }) => (
        <PasskeyRow
          key={id}
          id={id}
          name={name}
          mode={active?.id === id ? active.mode : 'view'}
          locked={active !== null && active.id !== id}
          onEdit={() => setActive({ id, mode: 'edit' })}
          onDelete={() => setActive({ id, mode: 'delete' })}
          onCancel={() => setActive(null)}
          onSave={(newName) =>
            void change(id, { kind: 'rename', name: newName }, () => client.webauthn.update({ webauthn_registration_id: id, name: newName }), 'rename')
          }
          onConfirmDelete={() => {
            // The row goes away with the focused button: keep keyboard users in the list.
            listRef.current?.focus();
            void change(id, { kind: 'delete' }, () => client.user.deleteWebauthnRegistration(id), 'delete');
          }}
        />
      ))}
    </ul>
  );
}
