import { expect, test } from './test.ts';

/**
 * The helper frame's `getExamplePhoneNumber`, asked by the reference SDK's own frame client. Its 6.x SDKs define the
 * method as `call('getExamplePhoneNumber', req)` on the same provider class that 4.18.2 has (4.18.2 has `call`, not
 * the method), and their phone input shows `(await getExamplePhoneNumber({ regionCode })).phoneNumber` as the
 * placeholder after a country change, its default placeholder when that is absent.
 */
const REGIONS = ['US', 'GB', 'FR', 'JM', 'ZZ'];

test.describe("the reference provider's headless client: the helper frame", () => {
  test('gets from getExamplePhoneNumber the example numbers our client gives', async ({ page, openReference }) => {
    await openReference(page);
    const { reference, ours, refused } = await page.evaluate(async (regions) => {
      const client = window.Reference.headless();
      const services = (client as unknown as Record<symbol, { clientsideServices: { call(method: string, req: unknown): Promise<any> } }>)[
        Symbol.for('stytch__internal_b2c')
      ]!.clientsideServices;
      const reference: Record<string, string | null> = {};
      const ours: Record<string, string | null> = {};
      for (const regionCode of regions) {
        reference[regionCode] = ((await services.call('getExamplePhoneNumber', { regionCode })) as { phoneNumber?: string }).phoneNumber ?? null;
        ours[regionCode] = (await window.Ours.getExamplePhoneNumber({ regionCode })).phoneNumber ?? null;
      }
      // A refusal reaches the reference SDK as its own API error, through its error unmarshalling.
      const refused = await services.call('getExamplePhoneNumber', { regionCode: 44 }).then(
        () => null,
        (error: { name?: string; error_type?: string; status_code?: number }) => ({ name: error.name, error_type: error.error_type, status_code: error.status_code }),
      );
      return { reference, ours, refused };
    }, REGIONS);
    expect(reference).toEqual({ US: '(201) 555-0123', GB: '07400 123456', FR: '06 12 34 56 78', JM: '(876) 210-1234', ZZ: null });
    expect(ours).toEqual(reference);
    expect(refused).toEqual({ name: 'StytchAPIError', error_type: 'invalid_phone_number', status_code: 400 });
  });
});
