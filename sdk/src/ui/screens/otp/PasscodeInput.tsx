import { useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { PASSCODE_LENGTH, useWidget } from '../../kernel.ts';

/** An empty passcode: one entry per box. */
export function emptyPasscode(): string[] {
  return Array.from({ length: PASSCODE_LENGTH }, () => '');
}

/** `digits` with `text`'s digits written from box `start` on; extra digits are dropped. */
function writeFrom(digits: string[], start: number, text: string): string[] {
  const next = [...digits];
  for (const [offset, digit] of [...text].entries()) {
    if (start + offset >= PASSCODE_LENGTH) break;
    next[start + offset] = digit;
  }
  return next;
}

export interface PasscodeInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called once the sixth digit is in: the screen submits at once. */
  onComplete: (code: string) => void;
  /** Locks every box (while the code is being checked). */
  disabled?: boolean;
  /** Changing it moves the focus back to the first box (after a failed check). */
  focusKey?: number;
  /** Describes the group, for an error under it. */
  describedBy?: string;
}

/**
 * The six-box passcode entry: digits only, a numeric keyboard, one-time-code autofill on the first
 * box, a pasted or autofilled code fills every box, Backspace in an empty box goes back, arrows move.
 */
export function PasscodeInput({ digits, onChange, onComplete, disabled = false, focusKey = 0, describedBy }: PasscodeInputProps) {
  const { t } = useWidget();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  // Before the boxes are painted (a layout effect): a code typed as soon as they show, or as soon as a refused one's
  // error shows, lands in the first box rather than nowhere.
  useLayoutEffect(() => {
    if (!disabled) boxes.current[0]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a new focusKey (or the first render) moves the focus; unlocking alone must not.
  }, [focusKey]);

  function update(next: string[], focusIndex: number) {
    onChange(next);
    boxes.current[Math.min(focusIndex, PASSCODE_LENGTH - 1)]?.focus();
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  }

  function handleChange(index: number, raw: string) {
    const typed = raw.replace(/\D/g, '');
    const old = digits[index] ?? '';
    if (typed === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    if (typed.length === 1 || (typed.length === 2 && old !== '' && typed.includes(old))) {
      // One new digit, possibly typed into a box that held one: keep the new one.
      const digit = typed.length === 1 ? typed : typed.replace(old, '');
      const next = [...digits];
      next[index] = digit;
      update(next, index + 1);
      return;
    }
    // Several digits at once: an autofilled code (one-time-code) or a paste the browser did not report as one.
    const text = typed.slice(0, PASSCODE_LENGTH);
    const start = text.length === PASSCODE_LENGTH ? 0 : index;
    update(writeFrom(digits, start, text), start + text.length);
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const text = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, PASSCODE_LENGTH);
    if (text === '') return;
    const start = text.length === PASSCODE_LENGTH ? 0 : index;
    update(writeFrom(digits, start, text), start + text.length);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < PASSCODE_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  }

  return (
    <div className="aw-passcode" role="group" aria-label={t('otp.groupLabel')} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          // The boxes are positions, not items that move: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="aw-input aw-passcode-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.inputLabel', { index: index + 1 })}
          value={digit}
          disabled={disabled}
          onChange={(event) => handleChange(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
