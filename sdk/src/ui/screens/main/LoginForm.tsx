import { useId, useState } from 'react';
import { EmailForm } from './EmailForm.tsx';
import { LoginTabs, tabIds } from './LoginTabs.tsx';
import { isEmailMethod, type LoginMethod } from './loginMethods.ts';
import { PhoneForm } from './PhoneForm.tsx';

/**
 * The one combined email/phone login form of Main (spec section 2, "Login form"): tabs only when there is more
 * than one method, then the selected method's form.
 */
export function LoginForm({ methods, passkeyAutofill }: { methods: LoginMethod[]; passkeyAutofill: boolean }) {
  const idPrefix = `aw-login-${useId()}`;
  const [chosen, setChosen] = useState<LoginMethod | undefined>(methods[0]);
  const selected = chosen !== undefined && methods.includes(chosen) ? chosen : methods[0];
  if (!selected) return null;
  const form =
    selected === 'sms' || selected === 'whatsapp' ? (
      <PhoneForm key={selected} method={selected} />
    ) : (
      <EmailForm key={selected} method={selected} passkeyAutofill={passkeyAutofill && isEmailMethod(selected)} />
    );
  if (methods.length < 2) return form;
  const ids = tabIds(idPrefix, selected);
  return (
    <div className="aw-stack">
      <LoginTabs idPrefix={idPrefix} methods={methods} selected={selected} onSelect={setChosen} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {form}
      </div>
    </div>
  );
}
