import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The module afresh: no screen group CSS added, no stylesheet installed yet. */
async function fresh() {
  vi.resetModules();
  return import('./installStyles.ts');
}

const styleIn = (parent: Document | ShadowRoot) => parent.querySelector<HTMLStyleElement>('#auth-widget-styles');

describe('installStyles and addStyles', () => {
  it('installs the first-load stylesheet once, with the nonce', async () => {
    const { installStyles } = await fresh();
    installStyles(document, 'n0nce');
    installStyles(document, 'n0nce');
    expect(document.querySelectorAll('#auth-widget-styles')).toHaveLength(1);
    expect(styleIn(document)?.nonce).toBe('n0nce');
    expect(styleIn(document)?.textContent).toContain('.aw-root{');
    expect(styleIn(document)?.textContent).not.toContain('.aw-passcode');
  });

  it("leaves the text buttons' rules to what uses them, the wallet section or a later screen, and adds them once", async () => {
    const { addStyles, installStyles } = await fresh();
    const { sharedCss } = await import('./sharedCss.ts');
    const { css: walletCss } = await import('../screens/main/WalletButtonList.tsx');
    installStyles(document, undefined);
    expect(styleIn(document)?.textContent).not.toContain('.aw-link');
    for (const css of walletCss) addStyles(css);
    for (const css of sharedCss) addStyles(css);
    expect(styleIn(document)?.textContent?.match(/\.aw-link \{/g)).toHaveLength(1);
  });

  it("adds a group's CSS to every installed stylesheet, page and shadow roots, and to those installed later", async () => {
    const { addStyles, installStyles } = await fresh();
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    installStyles(document, undefined);
    installStyles(shadow, undefined);
    addStyles('.aw-root .aw-test { color: red; }');
    addStyles('.aw-root .aw-test { color: red; }');
    expect(styleIn(document)?.textContent?.match(/aw-test/g)).toHaveLength(1);
    expect(styleIn(shadow)?.textContent).toContain('.aw-test');

    const later = document.createElement('div');
    document.body.appendChild(later);
    const laterShadow = later.attachShadow({ mode: 'open' });
    installStyles(laterShadow, undefined);
    expect(styleIn(laterShadow)?.textContent).toContain('.aw-test');
  });
});
