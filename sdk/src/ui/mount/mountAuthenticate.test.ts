import { afterEach, describe, expect, test, vi } from 'vitest';
import { TOKEN_TYPE_PARAM } from '../../protocol/constants.ts';
import { recordingFetch } from '../../../test/client/recordingFetch.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';
import { emailedMagicLink } from '../../../test/site/emailedMagicLink.ts';
import { mountAuthenticate } from './mountAuthenticate.ts';

const env = setupEmulatorClient();
afterEach(() => document.body.replaceChildren());

/** A plain page's element, with the text its HTML shows before the script runs. */
function pageElement(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'authenticate';
  element.innerHTML = '<p>Checking your link…</p>';
  document.body.append(element);
  return element;
}

describe('mountAuthenticate', () => {
  test('an element that is not there is a usage error, thrown at once', () => {
    expect(() => mountAuthenticate({ elementId: '#nowhere', client: env.client() })).toThrow(
      expect.objectContaining({ code: 'usage_error', message: 'The selector "#nowhere" applies to no DOM elements currently on the page.' }),
    );
  });

  test('a magic link: a status line and a focused Continue; Continue signs in once and goes on; unmount empties the element', async () => {
    const element = pageElement();
    window.history.replaceState(null, '', await emailedMagicLink(env.client(), env.emulator));
    const recorder = recordingFetch();
    const went: string[] = [];
    const mounted = await mountAuthenticate({ elementId: '#authenticate', client: env.client({ fetch: recorder.fetch }), navigate: (url) => went.push(url) });
    const status = element.querySelector('[role="status"]')!;
    const button = element.querySelector('button')!;
    expect(status.textContent).toBe('Continue to sign in on this device.');
    expect(button.hidden).toBe(false);
    expect(button.textContent).toBe('Continue');
    expect(document.activeElement).toBe(button);

    button.click();
    button.click();
    expect(status.textContent).toBe('Signing you in…');
    expect(button.hidden).toBe(true);
    await vi.waitFor(() => expect(went).toEqual(['/account']));
    expect(recorder.paths()).toEqual(['POST /magic_links/authenticate']);

    mounted.unmount();
    expect(element.childNodes).toHaveLength(0);
  });

  test('without a link it says so, in the host\'s words, with no button', async () => {
    const element = pageElement();
    window.history.replaceState(null, '', `/authenticate?${TOKEN_TYPE_PARAM}=`);
    await mountAuthenticate({ elementId: '#authenticate', client: env.client(), texts: { noLink: 'Nothing to finish here.' } });
    expect(element.querySelector('[role="status"]')!.textContent).toBe('Nothing to finish here.');
    expect(element.querySelector('button')!.hidden).toBe(true);
  });

  test('in the visitor\'s language: German status and Continue, marked `lang="de"`; a site\'s `strings` over them', async () => {
    const element = pageElement();
    window.history.replaceState(null, '', await emailedMagicLink(env.client(), env.emulator));
    await mountAuthenticate({ elementId: '#authenticate', client: env.client(), locale: 'de-DE', strings: { 'authenticate.continue': 'Jetzt anmelden' } });
    const status = element.querySelector('[role="status"]')!;
    const button = element.querySelector('button')!;
    expect(status.textContent).toBe('Fahren Sie fort, um sich auf diesem Gerät anzumelden.');
    expect(button.textContent).toBe('Jetzt anmelden');
    expect([status.getAttribute('lang'), button.getAttribute('lang'), status.getAttribute('dir')]).toEqual(['de', 'de', 'ltr']);
    expect(element.querySelector('h1')).toBeNull();
  });

  test('with `heading`, the page\'s heading first, in the page\'s language: Arabic, right to left', async () => {
    const element = pageElement();
    window.history.replaceState(null, '', await emailedMagicLink(env.client(), env.emulator));
    await mountAuthenticate({ elementId: '#authenticate', heading: true, client: env.client(), locale: 'ar' });
    const heading = element.firstElementChild!;
    expect(heading.tagName).toBe('H1');
    expect(heading.textContent).toBe('جارٍ تسجيل دخولك');
    expect([heading.getAttribute('lang'), heading.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  });
});
