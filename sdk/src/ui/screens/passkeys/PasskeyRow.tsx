import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Banner, useWidget } from '../../kernel.ts';

/** Longest name the provider stores for a registration. */
export const MAX_PASSKEY_NAME_LENGTH = 64;

/** What a row shows: its name and actions, the inline name editor, or the delete confirmation. */
export type PasskeyRowMode = 'view' | 'edit' | 'delete';

export interface PasskeyRowProps {
  id: string;
  name: string;
  mode: PasskeyRowMode;
  /** Another row is being edited or deleted: this row's actions are disabled. */
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCancel: () => void;
  onSave: (name: string) => void;
  onConfirmDelete: () => void;
}

/**
 * One passkey of the list: the name edited inline (Enter saves, Escape
 * cancels), or a delete confirmation that warns a deleted passkey cannot be restored. Focus goes to the editor
 * or the confirmation when they open, and back to the row's button when they close.
 */
export function PasskeyRow({ id, name, mode, locked, onEdit, onDelete, onCancel, onSave, onConfirmDelete }: PasskeyRowProps) {
  const { t } = useWidget();
  const inputId = `aw-passkey-name-${useId()}`;
  const [draft, setDraft] = useState(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelDeleteRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const previous = useRef<PasskeyRowMode>(mode);

  useEffect(() => {
    const from = previous.current;
    previous.current = mode;
    if (mode === 'edit') {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    else if (mode === 'delete') cancelDeleteRef.current?.focus();
    else if (from === 'edit') editRef.current?.focus();
    else if (from === 'delete') deleteRef.current?.focus();
  }, [mode]);

  const trimmed = draft.trim();
  const save = () => {
    if (!trimmed) return;
    if (trimmed === name) onCancel();
    else onSave(trimmed);
  };

  if (mode === 'edit') {
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        save();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        onCancel();
      }
    };
    return (
      <li className="aw-passkey-row" data-mode="edit" data-passkey-id={id}>
        <div className="aw-field">
          <label className="aw-label" htmlFor={inputId}>
            {t('passkey.nameLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="aw-input"
            value={draft}
            maxLength={MAX_PASSKEY_NAME_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            required
          />
        </div>
        <div className="aw-row aw-passkey-actions">
          <button type="button" className="aw-button" data-variant="primary" onClick={save} disabled={!trimmed}>
            {t('passkey.save')}
          </button>
          <button type="button" className="aw-button" data-variant="secondary" onClick={onCancel}>
            {t('passkey.cancel')}
          </button>
        </div>
      </li>
    );
  }

  if (mode === 'delete') {
    return (
      <li className="aw-passkey-row" data-mode="delete" data-passkey-id={id}>
        <span className="aw-passkey-name">{name}</span>
        <Banner variant="warning" text={t('passkey.deleteWarning')} />
        <div className="aw-row aw-passkey-actions">
          <button
            type="button"
            className="aw-button aw-passkey-danger"
            data-variant="primary"
            onClick={onConfirmDelete}
            aria-label={t('passkey.confirmDeleteNamed', { name })}
          >
            {t('passkey.delete')}
          </button>
          <button ref={cancelDeleteRef} type="button" className="aw-button" data-variant="secondary" onClick={onCancel}>
            {t('passkey.cancel')}
          </button>
        </div>
      </li>
    );
  }

  return (
    <li className="aw-passkey-row" data-mode="view" data-passkey-id={id}>
      <span className="aw-passkey-name">{name}</span>
      <div className="aw-row aw-passkey-actions">
        <button
          ref={editRef}
          type="button"
          className="aw-link"
          disabled={locked}
          aria-label={t('passkey.renameNamed', { name })}
          onClick={() => {
            setDraft(name);
            onEdit();
          }}
        >
          {t('passkey.rename')}
        </button>
        <button
          ref={deleteRef}
          type="button"
          className="aw-link"
          disabled={locked}
          aria-label={t('passkey.deleteNamed', { name })}
          onClick={onDelete}
        >
          {t('passkey.delete')}
        </button>
      </div>
    </li>
  );
}
