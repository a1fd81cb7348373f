import { expect, test } from './test.ts';
import { expectSignedIn, mountLogin, type ReferenceLoginConfig } from './referenceUi.ts';

const SUCCESS = 'Your passcode has been successfully verified.';

function otpConfig(method: 'email' | 'sms' | 'whatsapp'): ReferenceLoginConfig {
  return { products: ['otp'], otpOptions: { methods: [method], expirationMinutes: 5 } };
}

test.describe("the reference provider's prebuilt UI: passcodes", () => {
  test('signs in with an email passcode', async ({ page, openReference, inbox }) => {
    await openReference(page);
    await mountLogin(page, otpConfig('email'));
    await page.getByPlaceholder('example@email.com').fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText('Enter passcode')).toBeVisible();
    await page.getByLabel('One-time passcode').fill(await inbox.code('ada@example.com'));
    await expectSignedIn(page, SUCCESS);
  });

  test('shows its error for a wrong email passcode, then signs in with the right one', async ({ page, openReference, inbox }) => {
    await openReference(page);
    await mountLogin(page, otpConfig('email'));
    await page.getByPlaceholder('example@email.com').fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    const code = await inbox.code('ada@example.com');
    const input = page.getByLabel('One-time passcode');
    await input.fill(code === '000000' ? '111111' : '000000');
    await expect(page.getByText('Invalid passcode, please try again.')).toBeVisible();
    await input.fill(code);
    await expectSignedIn(page, SUCCESS);
  });

  // The UI parses and formats each phone number through the provider's helper frame before it sends anything.
  for (const [method, button, label] of [
    ['sms', 'Continue with text message', 'SMS'],
    ['whatsapp', 'Continue with WhatsApp', 'WhatsApp'],
  ] as const) {
    test(`signs in with a ${label} passcode`, async ({ page, openReference, inbox }) => {
      await openReference(page);
      await mountLogin(page, otpConfig(method));
      const phone = page.getByPlaceholder('(123) 456-7890');
      // One input event, as a paste: the UI formats the field after an asynchronous parse of each input, and fast
      // keystrokes race those parses (a late answer overwrites newer digits).
      await phone.fill('4155550123');
      // The field shows the national format once the helper frame parsed it.
      await expect(phone).toHaveValue('(415) 555-0123');
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText('Enter passcode')).toBeVisible();
      await page.getByLabel('One-time passcode').fill(await inbox.code('+14155550123'));
      await expectSignedIn(page, SUCCESS);
    });
  }
});
