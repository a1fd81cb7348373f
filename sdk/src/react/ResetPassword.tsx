import { resetPasswordStateAtom, screenAtom } from '../ui/state/atoms.ts';
import { WidgetHost, type WidgetComponentProps } from './WidgetHost.tsx';

export interface ResetPasswordProps extends WidgetComponentProps {
  /** The token from the reset email's link. */
  passwordResetToken: string;
}

/** The password reset form for a token taken from the reset email's link. */
export function ResetPassword({ passwordResetToken, ...props }: ResetPasswordProps) {
  return (
    // A new token is a new reset: the key gives it a fresh widget and store.
    <WidgetHost
      key={passwordResetToken}
      {...props}
      entry="resetPassword"
      prepare={(store) => {
        store.set(resetPasswordStateAtom, { token: passwordResetToken });
        store.set(screenAtom, 'PasswordResetForm');
      }}
    />
  );
}
