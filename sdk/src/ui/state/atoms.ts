import { atom } from 'jotai/vanilla';
import type { OtpMethod } from '../../protocol/constants.ts';
import type { WalletName } from '../config.ts';
import type { Screen } from './screens.ts';

/**
 * The widget's form state, one atom per part, in the store each mounted
 * widget creates for itself. The flow's steps between screens are the writes below.
 */
export const screenAtom = atom<Screen>('Main');
export const errorMessageAtom = atom<string>('');
export const magicLinkStateAtom = atom<{ email: string }>({ email: '' });
export const otpStateAtom = atom<{ type: OtpMethod; methodId: string; otpDestination: string }>({
  type: 'email',
  methodId: '',
  otpDestination: '',
});
export const cryptoStateAtom = atom<{ walletAddress: string; walletOption: WalletName; walletChallenge: string }>({
  walletAddress: '',
  walletOption: 'Metamask',
  walletChallenge: '',
});
export const passwordStateAtom = atom<{ email: string; type: 'new' | 'password' | 'passwordless' }>({
  email: '',
  type: 'new',
});
export const resetPasswordStateAtom = atom<{ token: string }>({ token: '' });

/** Go to a screen; moving between screens clears the form's error message. */
export const goToAtom = atom(null, (_get, set, screen: Screen) => {
  set(errorMessageAtom, '');
  set(screenAtom, screen);
});
