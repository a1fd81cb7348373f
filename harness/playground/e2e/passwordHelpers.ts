/**
 * What the password specs share: the passwords they type, the widget config with reset links on the host's own
 * pages, and the steps that move the widget to the password screens.
 */
import type { Page } from '@playwright/test';
import type { EmulatorHandle, HostMountOptions, HostTestFixtures, HostWorkerFixtures, SeedUser } from '../fixtures/index.ts';

/** A password every policy accepts, and a second one for resets. */
export const STRONG = 'correct-Horse-battery-staple-42';
export const NEW_PASSWORD = 'violet-Kettle-orbit-drum-77';
/** Password Confirmation's text. */
export const SUCCESS = 'Success, you have successfully logged in.';

/** The widget's config: passwords, with the reset links pointing at the host's own pages. */
export function passwordsConfig(hostUrl: string, extra: Partial<HostMountOptions['config']> = {}): HostMountOptions['config'] {
  return {
    products: ['passwords'],
    passwordOptions: { resetPasswordRedirectURL: `${hostUrl}/reset-password`, loginRedirectURL: `${hostUrl}/authenticate` },
    ...extra,
  };
}

/** Passwords beside email passcodes: a passwordless user then takes the passcode path. */
export function passwordsWithEmailOtpConfig(hostUrl: string): HostMountOptions['config'] {
  return passwordsConfig(hostUrl, { products: ['otp', 'passwords'], otpOptions: { methods: ['email'] } });
}

/** Types the email on Main; the user search moves the widget to Password create-or-login. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

/** The fixtures `openPasswordScreen` needs. */
type PasswordFixtures = { page: Page; emulator: EmulatorHandle } & Pick<HostTestFixtures, 'mountWidget'> & HostWorkerFixtures;

/**
 * Seeds `user` in the emulator, mounts the widget with passwords (or `config`) and submits the user's email, which
 * leads to the password screen for that kind of user.
 */
export async function openPasswordScreen(
  { page, emulator, mountWidget, host }: PasswordFixtures,
  user: SeedUser & { email: string },
  config: HostMountOptions['config'] = passwordsConfig(host.url),
): Promise<void> {
  await emulator.seedUser(user);
  await mountWidget(page, { config });
  await submitEmail(page, user.email);
}
