import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as phone from '../../../client/core/lazyPhone.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';

const env = setupEmulatorClient();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const smsOnly = { products: ['otp' as const], otpOptions: { methods: ['sms' as const] } };
const field = () => screen.getByLabelText<HTMLInputElement>('Phone number');
const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' });

/** Picks a country in the selector, once its table has loaded. */
async function choose(regionCode: string): Promise<void> {
  await waitFor(() => expect(select().options.length).toBeGreaterThan(200));
  fireEvent.change(select(), { target: { value: regionCode } });
}

describe('Phone form placeholder', () => {
  it('is the spec\'s until the country changes, then the chosen country\'s example number', async () => {
    renderWidget(env.client(), smsOnly);
    expect(field().placeholder).toBe('(123) 456-7890');
    await choose('GB');
    await waitFor(() => expect(field().placeholder).toBe('07400 123456'));
    await choose('FR');
    await waitFor(() => expect(field().placeholder).toBe('06 12 34 56 78'));
    await choose('US');
    await waitFor(() => expect(field().placeholder).toBe('(201) 555-0123'));
  });

  it('shows the latest choice\'s example when an earlier answer arrives late', async () => {
    const answers: Record<string, (value: { phoneNumber?: string }) => void> = {};
    vi.spyOn(phone, 'getExamplePhoneNumber').mockImplementation(({ regionCode }) => new Promise((resolve) => (answers[regionCode] = resolve)));
    renderWidget(env.client(), smsOnly);
    await choose('GB');
    await choose('FR');
    await act(async () => answers.FR!({ phoneNumber: '06 12 34 56 78' }));
    await act(async () => answers.GB!({ phoneNumber: '07400 123456' }));
    expect(field().placeholder).toBe('06 12 34 56 78');
  });

  it('falls back to the spec\'s placeholder when the examples cannot be loaded', async () => {
    const examples = vi.spyOn(phone, 'getExamplePhoneNumber').mockResolvedValueOnce({ phoneNumber: '07400 123456' });
    renderWidget(env.client(), smsOnly);
    await choose('GB');
    await waitFor(() => expect(field().placeholder).toBe('07400 123456'));
    examples.mockRejectedValueOnce(new Error('chunk failed'));
    await choose('FR');
    await waitFor(() => expect(field().placeholder).toBe('(123) 456-7890'));
  });

  it('fetches the examples when the visitor opens the selector', async () => {
    const preload = vi.spyOn(phone, 'preloadPhoneExamples');
    renderWidget(env.client(), smsOnly);
    expect(preload).not.toHaveBeenCalled();
    fireEvent.focus(select());
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
