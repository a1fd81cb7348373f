import { expect, it, vi } from 'vitest';
import { AuthError } from '../../client/core/AuthError.ts';
import { providerErrors } from './providerErrors.ts';

it("loads the screens' texts before it reads a provider's error, as Main's first failed submit needs", async () => {
  // Fresh modules: only Main's texts are loaded, as on a page whose first submit fails before anything else loaded.
  vi.resetModules();
  const { defaultText } = await import('./catalogue.ts');
  const { errorText } = await import('./errorText.ts');
  const { loadedErrorText } = await import('./loadedErrorText.ts');
  const refused = new AuthError('api_error', '[400] redirect_url_not_allowed', {
    api: { status_code: 400, error_type: 'redirect_url_not_allowed', error_message: 'login_magic_link_url is not allowed.' },
  });
  expect(errorText(refused, defaultText)).toBe('login_magic_link_url is not allowed.');
  expect(await loadedErrorText(refused, defaultText)).toBe(providerErrors['providerError.redirect_url_not_allowed']);
});
