import { useEffect, useState } from 'react';

/**
 * The password reset token for a reset page (`takeResetToken` of `@auth-widget/sdk/site`): null on a server and in
 * the first render, then the token, or '' when the page was opened without one. Read in an effect, since
 * sessionStorage and the address bar exist only in the browser; the hand-off's code loads then.
 */
export function useResetToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    void import('./siteCore.ts').then(({ takeResetToken }) => setToken(takeResetToken()));
  }, []);
  return token;
}
