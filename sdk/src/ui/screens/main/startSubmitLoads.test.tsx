import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as lazyApi from '../../../client/core/lazyApi.ts';
import * as groups from '../screenGroups.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';
import type { WidgetConfig } from '../../config.ts';

const env = setupEmulatorClient();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * Submits the login form with `value` in `label`'s field and returns what was started in the submit's own task: the
 * spies are cleared just before it, so the idle-time prefetch Main ran after its paint is not counted.
 */
async function startedBySubmit(config: WidgetConfig, label: string, value: string) {
  const client = env.client();
  const preloads = vi.spyOn(lazyApi, 'preloadApi');
  const loads = vi.spyOn(groups, 'loadGroup');
  const bootstrap = vi.spyOn(client, 'getBootstrap');
  renderWidget(client, config);
  const field = await screen.findByLabelText<HTMLInputElement>(label);
  fireEvent.change(field, { target: { value } });
  for (const spy of [preloads, loads, bootstrap]) spy.mockClear();
  fireEvent.submit(field.form!);
  return { client, apis: preloads.mock.calls.map(([api]) => api), groups: loads.mock.calls.map(([group]) => group), bootstrap: bootstrap.mock.calls.length };
}

describe('a login form\'s submit', () => {
  it('starts the passcode namespace, the passcode screens and bootstrap at once, before the number is parsed', async () => {
    const started = await startedBySubmit({ products: ['otp'], otpOptions: { methods: ['sms'] } }, 'Phone number', '2015550123');
    expect(started.apis).toEqual([started.client.otps]);
    expect(started.groups).toEqual(['otp']);
    expect(started.bootstrap).toBe(1);
  });

  it('starts the magic links\' namespace and the email screens for a magic link', async () => {
    const started = await startedBySubmit({ products: ['emailMagicLinks'] }, 'Email', 'first@example.com');
    expect(started.apis).toEqual([started.client.magicLinks]);
    expect(started.groups).toEqual(['email']);
    expect(started.bootstrap).toBe(1);
  });

  it('starts nothing for an address it refuses', async () => {
    const started = await startedBySubmit({ products: ['emailMagicLinks'] }, 'Email', 'not-an-address');
    expect(started).toMatchObject({ apis: [], groups: [], bootstrap: 0 });
  });
});
