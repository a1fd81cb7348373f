import { combine, fail, warn, type Check, type CheckResult } from '../types.ts';
import { isRecord } from '../../utils/isRecord.ts';

/** The options object each product needs, and options left for products that are off. */
const OPTIONS_OF: Record<string, string> = {
  oauth: 'oauthOptions',
  emailMagicLinks: 'emailMagicLinksOptions',
  otp: 'otpOptions',
  passwords: 'passwordOptions',
};

export const productOptions: Check = {
  id: 'product-options',
  title: 'Options for each product',
  run({ site }) {
    const config = (site.config ?? {}) as unknown as Record<string, unknown>;
    const list = Array.isArray(config.products) ? (config.products as unknown[]) : [];
    const findings: CheckResult[] = [];
    for (const [product, key] of Object.entries(OPTIONS_OF)) {
      const value = config[key];
      if (list.includes(product)) {
        if (value === undefined) {
          const required = product === 'oauth' || product === 'otp';
          const message = `${product} is on but config.${key} is missing.`;
          const fix =
            product === 'oauth'
              ? 'Add oauthOptions.providers, e.g. [{ "type": "google" }], and the redirect URLs.'
              : product === 'otp'
                ? 'Add otpOptions.methods, e.g. ["email"] or ["sms"], and expirationMinutes.'
                : `Add config.${key} with the redirect URLs of your site.`;
          findings.push(required ? fail(message, fix) : warn(message, fix));
        } else if (!isRecord(value)) {
          findings.push(fail(`config.${key} must be an object.`, `Make config.${key} a JSON object.`));
        }
      } else if (value !== undefined) {
        findings.push(warn(`config.${key} is set but ${product} is not in products, so it is ignored.`, `Add ${product} to products or remove ${key}.`));
      }
    }
    const oauth = config.oauthOptions;
    if (list.includes('oauth') && isRecord(oauth) && (!Array.isArray(oauth.providers) || oauth.providers.length === 0)) {
      findings.push(fail('oauthOptions.providers is missing or empty.', 'List at least one provider, e.g. [{ "type": "google" }].'));
    }
    const duration = isRecord(config.sessionOptions) ? config.sessionOptions.sessionDurationMinutes : undefined;
    if (duration !== undefined && (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 5)) {
      findings.push(fail('sessionOptions.sessionDurationMinutes must be a whole number of minutes, at least 5.', 'Set it to e.g. 60.'));
    }
    return combine(findings, 'Every product has its options.');
  },
};
