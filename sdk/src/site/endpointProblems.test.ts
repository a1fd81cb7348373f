import { describe, expect, it } from 'vitest';
import { endpointProblems } from './endpointProblems.ts';

describe('endpointProblems', () => {
  it('passes absent and valid endpoints', () => {
    expect(endpointProblems(undefined)).toEqual([]);
    expect(endpointProblems({ testApiUrl: 'http://127.0.0.1:5123', captchaScriptUrl: 'https://www.recaptcha.net/recaptcha/enterprise.js' })).toEqual([]);
  });

  it('names every field that is wrong', () => {
    expect(endpointProblems([])).toEqual([{ field: 'endpoints', problem: 'must be an object' }]);
    expect(endpointProblems({ testApiUrl: 5, dfpScriptUrl: 'javascript:alert(1)', dfpBackendUrl: 'http://a,b' })).toEqual([
      { field: 'endpoints.testApiUrl', problem: 'must be a string' },
      { field: 'endpoints.dfpScriptUrl', problem: 'is "javascript:alert(1)", not an http(s) URL' },
      { field: 'endpoints.dfpBackendUrl', problem: 'has a host name a Content-Security-Policy cannot hold: "a,b"' },
    ]);
  });
});
