// Page checks for the rep app's layout tests: text that wraps inside a word or a number, labels
// that are cut, a page wider than the screen, and axe-core's accessibility rules. (Written for
// issue 16's rep work; the admin side may grow its own in e2e/support/.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export interface TextProblem {
  selector: string;
  text: string;
  problem: string;
}

/**
 * Every element matching a selector must show its text on one line and uncut: one line box
 * (counted from the text's client rects) and no overflow (scrollWidth vs clientWidth).
 */
export async function textProblems(page: Page, selectors: string[]): Promise<TextProblem[]> {
  return page.evaluate((list) => {
    const problems: { selector: string; text: string; problem: string }[] = [];
    // Line boxes of the visible text (text for screen readers only, clipped to 1 px, is left out).
    const lineCount = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.cb-visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top / 4));
        }
      }
      return tops.size;
    };
    for (const selector of list) {
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (!element.offsetParent && getComputedStyle(element).position !== 'fixed') continue;
        const text = (element.textContent ?? '').trim();
        if (!text) continue;
        const lines = lineCount(element);
        if (lines > 1) problems.push({ selector, text, problem: `${lines} lines` });
        if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
          problems.push({
            selector,
            text,
            problem: `cut: ${element.scrollWidth}px of text in ${element.clientWidth}px`,
          });
      }
    }
    return problems;
  }, selectors);
}

/** True when the page scrolls sideways (something is wider than the screen). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core's serious and critical violations on the page. Injected with page.evaluate: the app's
 * CSP refuses inline and foreign scripts, and DevTools evaluation is not subject to it.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
