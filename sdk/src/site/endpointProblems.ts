import { policyUrl } from './policyUrl.ts';

/** One field of a settings file that is wrong, and how (`is "x", not an absolute http(s) URL`). */
export interface SettingProblem {
  field: string;
  problem: string;
}

/**
 * What is wrong with a settings file's `endpoints`, one problem per field; none when it is absent or right. Every
 * endpoint is a URL the widget calls or loads, and the site's Content-Security-Policy names it, so each must be one a
 * policy can hold. `parseSiteSettings` refuses the first; `auth-widget doctor` reports them all.
 */
export function endpointProblems(value: unknown): SettingProblem[] {
  if (value === undefined) return [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [{ field: 'endpoints', problem: 'must be an object' }];
  return Object.entries(value).flatMap(([key, item]) => {
    const field = `endpoints.${key}`;
    if (typeof item !== 'string') return [{ field, problem: 'must be a string' }];
    const url = policyUrl(item);
    return typeof url === 'string' ? [{ field, problem: url }] : [];
  });
}
