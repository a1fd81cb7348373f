import { useWidget } from '../../state/WidgetContext.tsx';
import { EmailForm } from './EmailForm.tsx';
import { LoginTabs, tabIds } from './LoginTabs.tsx';
import type { LoginMethod } from './loginMethods.ts';
import { fieldOf, passkeyAutofillField } from './passkeyAutofillField.ts';
import { PhoneForm } from './PhoneForm.tsx';

/**
 * The one combined email/phone login form of Main: tabs only when there is more
 * than one method, then the selected method's form. Main holds the selection: passkey autofill follows it.
 */
export function LoginForm({
  methods,
  selected,
  onSelect,
  passkeyAutofill,
}: {
  methods: LoginMethod[];
  selected: LoginMethod | undefined;
  onSelect: (method: LoginMethod) => void;
  passkeyAutofill: boolean;
}) {
  // Ids from the widget's prefix, not `useId`: a browser taking a server's markup over must find the same ones.
  const idPrefix = `${useWidget().idPrefix}-login`;
  if (!selected) return null;
  // One field offers passkeys: the email field, or the phone field of a form without one.
  const offersPasskeys = passkeyAutofill && passkeyAutofillField(methods) === fieldOf(selected);
  const form =
    selected === 'sms' || selected === 'whatsapp' ? (
      <PhoneForm key={selected} method={selected} passkeyAutofill={offersPasskeys} />
    ) : (
      <EmailForm key={selected} method={selected} passkeyAutofill={offersPasskeys} />
    );
  if (methods.length < 2) return form;
  const ids = tabIds(idPrefix, selected);
  return (
    <div className="aw-stack">
      <LoginTabs idPrefix={idPrefix} methods={methods} selected={selected} onSelect={onSelect} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {form}
      </div>
    </div>
  );
}
