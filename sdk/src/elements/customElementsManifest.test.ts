// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, customElementsManifestJson } from './customElementsManifest.ts';
import { AuthWidgetResetPasswordElement } from './AuthWidgetResetPasswordElement.ts';

const PACKAGE = join(import.meta.dirname, '..', '..');

describe('custom-elements.json', () => {
  it('is the one generated from the elements\' description (run npm run manifest -w @auth-widget/sdk when not)', () => {
    expect(readFileSync(join(PACKAGE, 'custom-elements.json'), 'utf8')).toBe(customElementsManifestJson());
  });

  it('is shipped and named by the package', () => {
    const pkg = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { customElements: string; files: string[] };
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg.files).toContain('custom-elements.json');
  });

  it('lists the tags, the attributes the classes observe, the properties and the events', () => {
    const [module] = customElementsManifest().modules;
    const reset = module!.declarations.find((declaration) => declaration.tagName === 'auth-widget-reset-password')!;
    expect(module!.declarations.map((declaration) => declaration.tagName)).toEqual(['auth-widget-login', 'auth-widget-reset-password', 'auth-widget-passkey-registration']);
    expect(reset.attributes.map((attribute) => attribute.name)).toEqual(AuthWidgetResetPasswordElement.observedAttributes);
    expect(reset.members.map((member) => member.name)).toContain('client');
    expect(reset.events.map((event) => event.name)).toEqual(['auth-widget-success', 'auth-widget-error', 'auth-widget-event']);
  });
});
