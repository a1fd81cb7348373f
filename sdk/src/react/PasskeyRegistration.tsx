import { screenAtom } from '../ui/state/atoms.ts';
import { WidgetHost, type WidgetComponentProps } from './WidgetHost.tsx';

export type PasskeyRegistrationProps = WidgetComponentProps;

/** Passkey registration and management for a signed-in user, starting on the passkey-start screen. */
export function PasskeyRegistration(props: PasskeyRegistrationProps) {
  return <WidgetHost {...props} entry="passkeyRegistration" prepare={(store) => store.set(screenAtom, 'PasskeyRegistrationStart')} />;
}
