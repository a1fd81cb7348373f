/**
 * Every locale on a phone and in a narrow column: the widget's screens, in each shipped locale and the pseudo-locales,
 * at 320 px and 400 px wide, with no text that overflows its button, label, tab or header, and nothing outside the
 * widget's box; axe on one locale of each script. One page a width, the widget mounted again for each locale and
 * screen, so it runs over whatever `LOCALES` holds in about a minute a width.
 */
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { LOCALES, loadCatalogue, PSEUDO_LOCALES, RTL_LOCALES, type StringKey, type Strings } from '@auth-widget/sdk/locales';
import { expect, mountInPage, openHostPage, test, type HostMountOptions } from '../fixtures/index.ts';

const CHECKED = [...LOCALES, ...PSEUDO_LOCALES];
const catalogues = new Map<string, Strings>(await Promise.all(CHECKED.map(async (tag) => [tag, await loadCatalogue(tag)] as const)));

/** One locale of each script the widget ships, where it ships one: axe runs on these. */
const SCRIPT_SAMPLES = ['de', 'ru', 'ar', 'he', 'ja', 'zh-CN', 'ko', 'hi', 'th'].filter((tag) => (LOCALES as readonly string[]).includes(tag));

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Config = HostMountOptions['config'];

/** A screen the gallery draws, reached from a fresh mount in a locale. */
interface Screen {
  name: string;
  mount: (hostUrl: string) => Omit<HostMountOptions, 'locale'>;
  /** What the visitor does to get there (on Main unless it says otherwise), and the header that says it is there. */
  reach?: (page: Page, text: (key: StringKey) => string, email: string) => Promise<void>;
  header: StringKey;
}

const otpEmail: Config = { products: ['otp'], otpOptions: { methods: ['email'] } };

async function submitEmail(page: Page, text: (key: StringKey) => string, email: string, button: StringKey): Promise<void> {
  await page.getByRole('textbox', { name: text('common.emailLabel') }).fill(email);
  await page.getByRole('button', { name: text(button) }).click();
}

const SCREENS: Screen[] = [
  {
    name: 'Main: every product',
    mount: (hostUrl) => ({
      config: {
        products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
        oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }], loginRedirectURL: `${hostUrl}/authenticate`, signupRedirectURL: `${hostUrl}/authenticate` },
        otpOptions: { methods: ['sms', 'whatsapp'] },
      },
    }),
    header: 'main.header',
  },
  {
    name: 'Login form: invalid email',
    mount: () => ({ config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } }),
    reach: async (page, text) => {
      await page.getByRole('tab', { name: text('form.tabEmail') }).click();
      await submitEmail(page, text, 'not-an-email', 'form.continueWithEmail');
      await expect(page.locator('.aw-field-error')).toHaveText(text('form.invalidEmailOtp'));
    },
    header: 'main.header',
  },
  {
    name: 'OTP Authenticate',
    mount: () => ({ config: otpEmail }),
    reach: (page, text, email) => submitEmail(page, text, email, 'form.continueWithEmail'),
    header: 'otp.header',
  },
  {
    name: 'Email Confirmation',
    mount: (hostUrl) => ({
      config: {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: `${hostUrl}/authenticate`, signupRedirectURL: `${hostUrl}/authenticate` },
      },
    }),
    reach: (page, text, email) => submitEmail(page, text, email, 'form.continueWithEmail'),
    header: 'email.header',
  },
  {
    name: 'Password create-or-login: new user',
    mount: (hostUrl) => ({ config: { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: `${hostUrl}/reset-password` } } }),
    reach: (page, text, email) => submitEmail(page, text, email, 'form.continueWithEmail'),
    header: 'password.newHeader',
  },
  {
    name: 'Crypto: other wallet',
    mount: () => ({ config: { products: ['crypto'] } }),
    reach: (page, text) => page.getByRole('button', { name: text('main.otherWallet') }).click(),
    header: 'crypto.otherHeader',
  },
  {
    name: 'Password Reset Form',
    mount: () => ({ config: { products: ['passwords'] }, entry: 'resetPassword', passwordResetToken: 'password_reset_token-test-layout' }),
    header: 'password.resetHeader',
  },
];

/**
 * What does not fit in the widget as shown: text wider than its button, label, tab, header, banner or line (its
 * scrollWidth past its clientWidth), and any visible element past the widget's box.
 */
function overflowsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('#widget .aw-root');
    if (!root) return ['no widget'];
    const box = root.getBoundingClientRect();
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const problems: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.aw-sr-only') || el.closest('svg')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (rect.left < box.left - 1 || rect.right > box.right + 1) problems.push(`outside the widget: ${name(el)}`);
      const textual = el.matches('button, label, a, h1, h2, h3, p, [role="tab"], .aw-label, .aw-header, .aw-banner, .aw-field-error');
      if (textual && el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll') {
        problems.push(`text overflows (${el.scrollWidth} > ${el.clientWidth}): ${name(el)}`);
      }
    }
    return problems;
  });
}

async function audit(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#widget').withTags(WCAG_21_AA).analyze();
  const violations = results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(violations, `axe on ${what}`).toEqual([]);
}

for (const width of [320, 400]) {
  test(`every screen in every locale fits at ${width} px`, async ({ page, host }) => {
    test.setTimeout(CHECKED.length * SCREENS.length * 6_000 + 30_000);
    await page.setViewportSize({ width, height: 1200 });
    await openHostPage(page, host.url, {});
    const problems: string[] = [];
    let n = 0;
    for (const locale of CHECKED) {
      const catalogue = catalogues.get(locale)!;
      const text = (key: StringKey) => catalogue[key];
      const dir = (RTL_LOCALES as readonly string[]).includes(locale) || locale === 'ar-XB' ? 'rtl' : 'ltr';
      for (const screen of SCREENS) {
        // A fresh widget each time: mounting into one that holds a screen keeps that screen.
        await page.evaluate(() => (window as unknown as { __unmount(): void }).__unmount());
        await mountInPage(page, { ...screen.mount(host.url), locale });
        const root = page.locator('#widget .aw-root');
        await expect(root).toHaveAttribute('lang', locale);
        await expect(root).toHaveAttribute('dir', dir);
        await screen.reach?.(page, text, `layout-${width}-${n++}@example.com`);
        await expect(page.getByRole('heading', { name: text(screen.header) })).toBeVisible();
        problems.push(...(await overflowsIn(page)).map((problem) => `${locale}, ${screen.name}: ${problem}`));
        if (width === 320 && SCRIPT_SAMPLES.includes(locale) && (screen.header === 'main.header' || screen.header === 'otp.header')) {
          await audit(page, `${locale}, ${screen.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
