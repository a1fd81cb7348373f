import { describe, expect, it } from 'vitest';
import { elementSelector } from './elementSelector.ts';
import { scanHtml } from './scanHtml.ts';

const HTML = '<main class="page wide"><div id="login" class="box"></div><section data-auth-widget="login"></section><span data-role=\'signin form\'></span></main>';
const { elements } = scanHtml(HTML);

/** The names of the elements the selector matches. */
function matched(selector: string): string[] | null {
  const parsed = elementSelector(selector);
  return parsed ? elements.filter((e) => parsed.matches(e)).map((e) => e.name) : null;
}

describe('elementSelector', () => {
  it('matches ids, classes, tags and attributes, alone or together', () => {
    expect(matched('#login')).toEqual(['div']);
    expect(matched('div#login.box')).toEqual(['div']);
    expect(matched('.wide')).toEqual(['main']);
    expect(matched('[data-auth-widget]')).toEqual(['section']);
    expect(matched('[data-auth-widget="login"]')).toEqual(['section']);
    expect(matched("[data-role='signin form']")).toEqual(['span']);
    expect(matched('[data-auth-widget=login]')).toEqual(['section']);
    expect(matched('SECTION')).toEqual(['section']);
  });

  it('matches nothing that differs: ids and attribute values are case-sensitive, a class is a whole word', () => {
    expect(matched('#Login')).toEqual([]);
    expect(matched('span#login')).toEqual([]);
    expect(matched('.bo')).toEqual([]);
    expect(matched('[data-auth-widget="resetPassword"]')).toEqual([]);
  });

  it('takes a list, and matches when any of it does', () => {
    expect(matched('#signin, [data-auth-widget]')).toEqual(['section']);
  });

  it('refuses what it cannot judge from HTML: combinators, pseudo-classes, escapes, broken syntax', () => {
    for (const selector of ['main #login', 'main > div', 'div + span', '#login:not(.x)', '#a\\:b', '[data-x', '#', '', 'div,', '*']) {
      expect(elementSelector(selector), selector).toBeNull();
    }
  });
});
