// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';
import * as sdk from './index.ts';

describe('@auth-widget/sdk entry', () => {
  test('exports the client, the error class and guard, the constants and the lazy phone helpers', async () => {
    expect(typeof sdk.createAuthClient).toBe('function');
    expect(new sdk.AuthError('other', 'x')).toBeInstanceOf(Error);
    expect(sdk.isAuthError(new sdk.AuthError('usage_error', 'x'), 'usage_error')).toBe(true);
    expect(sdk.isAuthError(new Error('x'))).toBe(false);
    expect(sdk.TOKEN_TYPE_PARAM).toMatch(/^[a-z]+_token_type$/);
    expect(sdk.EMULATOR_PUBLIC_TOKEN.startsWith('public-token-test')).toBe(true);
    expect(sdk.OAUTH_PROVIDERS).toHaveLength(19);
    const parsed = sdk.parsePhoneNumber({ phoneNumber: '(201) 555-0123', regionCode: 'US' });
    expect(parsed).toBeInstanceOf(Promise);
    expect(await parsed).toMatchObject({ isValid: true, number: '+12015550123' });
    expect((await sdk.countryCallingCodes()).length).toBeGreaterThan(200);
  });

  test("exports the widget's theme-value rule that doctor shares, without bringing widget code or React", async () => {
    expect(sdk.themeValueProblem('#19303D')).toBeNull();
    expect(sdk.themeValueProblem('url(https://example.com/x)')).toBe('a url()-like function');
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['source'],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => /\/ui\/|\/react\/|node_modules\/react/.test(input))).toEqual([]);
  });

  test('wire-only constants are on the protocol entry, not on the headless one', async () => {
    const protocol = await import('./protocol/index.ts');
    expect(protocol.PROVIDER_PREFIX).toBe('authwidget');
    expect(protocol.SDK_BASE_PATH).toBe('/sdk/v1');
    for (const name of ['PROVIDER_PREFIX', 'CLIENT_VERSION', 'CLIENT_TELEMETRY_HEADER', 'EMULATOR_DEFAULT_HOST', 'SDK_BASE_PATH']) {
      expect(name in sdk).toBe(false);
    }
  });

  test('libphonenumber-js and @simplewebauthn/browser are not in the first load', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['source'],
      outdir: 'out',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = Object.entries(result.metafile.outputs).filter(([name]) => name.endsWith('.js'));
    const entry = outputs.find(([, output]) => output.entryPoint?.endsWith('index.ts'));
    if (!entry) throw new Error('no entry output');
    /** Every input of an output and of the chunks it imports statically. */
    const staticInputs = (name: string, seen = new Set<string>()): string[] => {
      if (seen.has(name)) return [];
      seen.add(name);
      const output = result.metafile.outputs[name];
      if (!output) return [];
      return [
        ...Object.keys(output.inputs),
        ...output.imports.filter((i) => i.kind === 'import-statement').flatMap((i) => staticInputs(i.path, seen)),
      ];
    };
    const firstLoad = staticInputs(entry[0]);
    expect(firstLoad.some((input) => input.includes('client/createAuthClient.ts'))).toBe(true);
    expect(firstLoad.filter((input) => input.includes('libphonenumber-js'))).toEqual([]);
    expect(firstLoad.filter((input) => input.includes('@simplewebauthn/browser'))).toEqual([]);
    // They are still bundled, behind dynamic imports.
    const all = outputs.flatMap(([, output]) => Object.keys(output.inputs));
    expect(all.some((input) => input.includes('libphonenumber-js'))).toBe(true);
    expect(all.some((input) => input.includes('@simplewebauthn/browser'))).toBe(true);
  });
});
