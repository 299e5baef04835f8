// The apps' catalogues as the browser tests read them (issue 33): to tell English left on a
// Spanish screen, every English message that Spanish words differently.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

const LOCALES = resolve(import.meta.dirname, '..', '..', 'libs', 'shared', 'locales');

export function catalogue(language: string, area: string): Record<string, string> {
  const dir = join(LOCALES, language, area);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>),
  );
}

/**
 * English messages that would betray an untranslated screen: those without arguments, worded
 * differently in `language`, of two letters or more (a brand or a shared word like "Total" is
 * the same in both and is not listed).
 */
export function englishOnly(language: string, area: string): Set<string> {
  const english = catalogue('en', area);
  const other = catalogue(language, area);
  const found = new Set<string>();
  for (const [key, text] of Object.entries(english)) {
    const plain = text.trim();
    if (/[{}]/.test(plain) || plain.length < 2) continue;
    if ((other[key] ?? '').trim() === plain) continue;
    found.add(plain);
  }
  return found;
}

/** Every visible text of the page and every accessible name written in an attribute. */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden]')) continue;
      const text = (node.nodeValue ?? '').trim();
      if (text) texts.push(text);
    }
    for (const el of Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'),
    )) {
      if (el.closest('[hidden]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** The texts of the page that are English-only messages of the catalogue. */
export async function englishLeft(page: Page, english: Set<string>): Promise<string[]> {
  return [...new Set((await pageTexts(page)).filter((text) => english.has(text)))];
}
