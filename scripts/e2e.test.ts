import { describe, expect, it } from 'vitest';
import { e2eArgs } from './e2e.ts';

describe('npm run e2e', () => {
  it('runs the widget project unless the arguments name one', () => {
    expect(e2eArgs([])).toEqual(['test', '--project=widget']);
    expect(e2eArgs(['harness/playground/e2e/smoke.spec.ts'])).toEqual(['test', '--project=widget', 'harness/playground/e2e/smoke.spec.ts']);
    expect(e2eArgs(['--project=widget-firefox'])).toEqual(['test', '--project=widget-firefox']);
    expect(e2eArgs(['--project', 'flows-firefox', '-g', 'OAuth'])).toEqual(['test', '--project', 'flows-firefox', '-g', 'OAuth']);
  });
});
