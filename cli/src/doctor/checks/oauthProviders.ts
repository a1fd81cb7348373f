import { OAUTH_PROVIDERS } from '@auth-widget/sdk';
import { combine, fail, pass, type Check, type CheckResult } from '../types.ts';
import { isRecord } from '../../utils/isRecord.ts';

/** Provider names, `custom_scopes` an array of strings, `provider_params` an object. */
export const oauthProviders: Check = {
  id: 'oauth-providers',
  title: 'OAuth providers',
  run({ site }) {
    if (!site.config?.products?.includes('oauth')) return pass('OAuth is not used.');
    const providers = (site.config.oauthOptions as unknown as { providers?: unknown })?.providers;
    if (!Array.isArray(providers) || providers.length === 0) return pass('No providers to check (see product-options).');
    const findings: CheckResult[] = [];
    const seen = new Set<unknown>();
    providers.forEach((provider, i) => {
      const where = `oauthOptions.providers[${i}]`;
      if (!isRecord(provider)) {
        findings.push(fail(`${where} must be an object like { "type": "google" }.`, 'Fix the provider entry.'));
        return;
      }
      if (!(OAUTH_PROVIDERS as readonly unknown[]).includes(provider.type)) {
        findings.push(fail(`${where}.type "${String(provider.type)}" is not a supported provider.`, `Use one of: ${OAUTH_PROVIDERS.join(', ')}.`));
      }
      if (seen.has(provider.type)) findings.push(fail(`${where}: ${String(provider.type)} is listed twice.`, 'Remove the duplicate.'));
      seen.add(provider.type);
      const scopes = provider.custom_scopes;
      if (scopes !== undefined && !(Array.isArray(scopes) && scopes.every((s) => typeof s === 'string'))) {
        findings.push(fail(`${where}.custom_scopes must be an array of strings.`, 'Write scopes as ["scope.one", "scope.two"].'));
      }
      const params = provider.provider_params;
      if (params !== undefined && !isRecord(params)) {
        findings.push(fail(`${where}.provider_params must be an object.`, 'Write params as { "prompt": "select_account" }.'));
      } else if (isRecord(params) && Object.values(params).some((v) => typeof v !== 'string')) {
        findings.push(fail(`${where}.provider_params values must be strings.`, 'Quote every value.'));
      }
    });
    return combine(findings, `${providers.length} provider(s).`);
  },
};
