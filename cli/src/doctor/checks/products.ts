import { PRODUCTS } from '@auth-widget/sdk';
import { combine, fail, pass, type Check } from '../types.ts';

/** Products are known names, and not one of the two sets the widget refuses (passkeys alone, email links with email passcodes). */
export const products: Check = {
  id: 'products',
  title: 'Products',
  run({ site }) {
    const list = site.config?.products as unknown;
    if (!Array.isArray(list) || list.length === 0) {
      return fail('config.products is missing or empty.', `Set config.products to some of: ${PRODUCTS.join(', ')}.`);
    }
    const unknown = list.filter((p) => !(PRODUCTS as readonly unknown[]).includes(p));
    const findings = [];
    if (unknown.length > 0) {
      findings.push(
        fail(`Unknown products: ${unknown.map(String).join(', ')}.`, `Use only: ${PRODUCTS.join(', ')}.`),
      );
    }
    if (new Set(list).size !== list.length) findings.push(fail('config.products lists a product twice.', 'Remove the duplicate.'));
    if (list.length === 1 && list[0] === 'passkeys') {
      findings.push(
        fail(
          'Passkeys cannot be the only product: the widget shows "Error: Cannot use Passkeys by itself, please add another product to the config."',
          'Add another product (for example otp or emailMagicLinks) next to passkeys.',
        ),
      );
    }
    const methods = site.config?.otpOptions?.methods as unknown;
    if (list.includes('emailMagicLinks') && list.includes('otp') && Array.isArray(methods) && methods.includes('email')) {
      findings.push(
        fail(
          'Email magic links and email passcodes are both on: the widget shows "Error: Cannot use both EML and Email OTP".',
          'Remove "email" from otpOptions.methods or remove emailMagicLinks from products.',
        ),
      );
    }
    return findings.length ? combine(findings, '') : pass(`${list.length} product(s): ${list.join(', ')}.`);
  },
};
