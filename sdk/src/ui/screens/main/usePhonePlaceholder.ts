import { useRef, useState } from 'react';
import { getExamplePhoneNumber } from '../../../client/core/lazyPhone.ts';

/**
 * The phone field's placeholder: `initial` (the spec's "(123) 456-7890") until the visitor picks a country, then
 * that country's example number (`07400 123456` for GB), as the reference provider's UI shows the example its helper
 * frame gives for the new country. The example comes from the phone helpers' own chunk, not from a frame: no frame
 * to load on every page with a phone field, and the same answer (the emulator's frame and the client share the
 * library and its data). Only the latest choice's answer is shown; a region without an example, or examples that
 * cannot be loaded, show `initial` again rather than the previous country's example.
 */
export function usePhonePlaceholder(initial: string): { placeholder: string; countryChanged: (regionCode: string) => void } {
  const [example, setExample] = useState<string>();
  const latest = useRef('');
  return {
    placeholder: example ?? initial,
    countryChanged(regionCode) {
      latest.current = regionCode;
      getExamplePhoneNumber({ regionCode })
        .then(
          (answer) => answer.phoneNumber,
          () => undefined,
        )
        .then((phoneNumber) => {
          if (latest.current === regionCode) setExample(phoneNumber);
        });
    },
  };
}
