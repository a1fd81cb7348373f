import { BackArrow, passwordStateAtom, ScreenHeader, useAtomValue, useWidget } from '../../kernel.ts';
import type { StringKey } from '../../strings/index.ts';
import { ResendEmail } from './ResendEmail.tsx';

/**
 * The layout the "check your email" password screens share: back arrow, header, a text naming the email, and
 * "Resend email" for when the reset email does not arrive.
 */
export function EmailSentScreen({ header, text }: { header: StringKey; text: StringKey }) {
  const { t } = useWidget();
  const { email } = useAtomValue(passwordStateAtom);
  return (
    <div className="aw-screen aw-password">
      <BackArrow />
      <div className="aw-password-mail" aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 24 24" focusable="false">
          <path
            fill="currentColor"
            d="M20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z"
          />
        </svg>
      </div>
      <ScreenHeader text={t(header)} />
      <p className="aw-text">{t(text, { email })}</p>
      <ResendEmail email={email} />
    </div>
  );
}
