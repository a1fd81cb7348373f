import { OTP_METHODS } from '@auth-widget/sdk';
import { combine, fail, pass, warn, type Check, type CheckResult } from '../types.ts';
import { isRecord } from '../../utils/isRecord.ts';

/** Passcode methods are known, unique, and the expiration is sane (the widget's default is 5 minutes). */
export const otpMethods: Check = {
  id: 'otp-methods',
  title: 'Passcode methods',
  run({ site }) {
    const options = site.config?.otpOptions as unknown;
    if (!site.config?.products?.includes('otp')) return pass('Passcodes are not used.');
    if (!isRecord(options)) return pass('No otpOptions to check (see product-options).');
    const methods = options.methods;
    const findings: CheckResult[] = [];
    if (!Array.isArray(methods) || methods.length === 0) {
      findings.push(fail('otpOptions.methods is missing or empty.', `Use some of: ${OTP_METHODS.join(', ')}.`));
    } else {
      const unknown = methods.filter((m) => !(OTP_METHODS as readonly unknown[]).includes(m));
      if (unknown.length) findings.push(fail(`Unknown passcode methods: ${unknown.map(String).join(', ')}.`, `Use only: ${OTP_METHODS.join(', ')}.`));
      if (new Set(methods).size !== methods.length) findings.push(fail('otpOptions.methods lists a method twice.', 'Remove the duplicate.'));
    }
    const minutes = options.expirationMinutes;
    if (minutes !== undefined && (typeof minutes !== 'number' || minutes < 1 || minutes > 60)) {
      findings.push(fail('otpOptions.expirationMinutes must be a number from 1 to 60.', 'Remove it to use the default of 5 minutes.'));
    } else if (typeof minutes === 'number' && minutes > 10) {
      findings.push(warn(`Passcodes stay valid for ${minutes} minutes.`, 'Keep passcode expiry short (the default is 5 minutes).'));
    }
    return combine(findings, `Methods: ${Array.isArray(methods) ? methods.join(', ') : ''}.`);
  },
};
