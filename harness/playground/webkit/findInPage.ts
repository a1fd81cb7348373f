/** What `findInPage` looks for: a button, a form field (by its label) or a heading, by accessible name. */
export type TargetRole = 'button' | 'field' | 'heading';

/**
 * In the page: the first visible element of `role` whose accessible name is `name` (whitespace collapsed), or
 * null. The name follows the usual order: `aria-labelledby`, `aria-label`, a field's `<label>`s (else its title or
 * placeholder), else the text. A small stand-in for Playwright's `getByRole`/`getByLabel`, which classic WebDriver
 * lacks. Self-contained, since it runs from its source text.
 */
export function findInPage(role: TargetRole, name: string): Element | null {
  const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const textOf = (element: Element) => normal(element.textContent);
  const isField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return normal(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return normal(label);
    if (isField(element)) {
      const labels = element.labels ? [...element.labels].map(textOf).join(' ') : '';
      return normal(labels || element.getAttribute('title') || element.getAttribute('placeholder'));
    }
    return textOf(element) || normal(element.getAttribute('title'));
  };
  const selectors: Record<TargetRole, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    field: 'input:not([type="hidden"]), textarea, select',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  };
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const wanted = normal(name);
  for (const element of document.querySelectorAll(selectors[role])) {
    if (visible(element) && nameOf(element) === wanted) return element;
  }
  return null;
}
