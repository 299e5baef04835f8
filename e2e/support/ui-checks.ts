// Checks a screen the way a person sees it, shared by the admin and rep browser tests:
// axe-core accessibility rules, text that wraps inside a word or overflows its box, tables that
// neither fit nor scroll inside their own box, and the colour theme.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const NARROW = { width: 320, height: 640 };
export const PHONE_390 = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };
export const WIDTHS = [NARROW, PHONE_390, LAPTOP] as const;

export type Theme = 'light' | 'dark';

let axeSource: string | undefined;
function axe(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page and answers its serious and critical violations. The apps' CSP
 * refuses injected script tags, so the source is evaluated through the DevTools protocol.
 */
export async function axeProblems(
  page: Page,
  options: { exclude?: string[]; disable?: string[] } = {},
): Promise<AxeProblem[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe());
  const violations = await page.evaluate(
    async ({ exclude, disable }) => {
      const run = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: unknown[] }[];
              }[];
            }>;
          };
        }
      ).axe.run;
      const rules = Object.fromEntries(disable.map((id) => [id, { enabled: false }]));
      const result = await run(
        { include: [document], exclude: exclude.map((s) => [s]) },
        { resultTypes: ['violations'], rules },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
      }));
    },
    { exclude: options.exclude ?? [], disable: options.disable ?? [] },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export interface TextProblem {
  kind: 'word-wrapped' | 'overflow' | 'too-many-lines';
  selector: string;
  text: string;
  detail: string;
}

/**
 * Looks at every element matching `selector` that is visible and reports:
 * - word-wrapped: one word (or number) is broken across lines ("PENDI/NG", "$1,204.9/1");
 * - overflow: the content is wider than the box and is neither scrolled nor truncated with an
 *   ellipsis that keeps the full text in a title attribute;
 * - too-many-lines: the text takes more than `maxLines` lines (when given).
 */
export async function textProblems(
  page: Page,
  selector: string,
  options: { maxLines?: number } = {},
): Promise<TextProblem[]> {
  return page.evaluate(
    ({ selector, maxLines }) => {
      const problems: {
        kind: 'word-wrapped' | 'overflow' | 'too-many-lines';
        selector: string;
        text: string;
        detail: string;
      }[] = [];
      const describe = (el: Element) =>
        el.tagName.toLowerCase() +
        (el.id ? `#${el.id}` : '') +
        (el.className && typeof el.className === 'string'
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '');
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden') continue;
        const text = (el.innerText || '').trim().slice(0, 80);
        if (!text) continue;

        // Words broken across lines: each word's client rects must share one line.
        const tops = new Set<number>();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.nodeValue ?? '';
          const parent = node.parentElement;
          if (!parent || parent.closest('.cb-visually-hidden')) continue;
          for (const match of value.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set(
              Array.from(range.getClientRects())
                .filter((r) => r.width > 0 && r.height > 0)
                .map((r) => Math.round(r.top)),
            );
            lines.forEach((top) => tops.add(top));
            if (lines.size > 1)
              problems.push({
                kind: 'word-wrapped',
                selector: describe(el),
                text,
                detail: `"${match[0]}" spans ${lines.size} lines`,
              });
          }
        }

        const truncated =
          style.textOverflow === 'ellipsis' ||
          Array.from(el.querySelectorAll('*')).some(
            (c) => getComputedStyle(c).textOverflow === 'ellipsis',
          );
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        if (!truncated && !scrolls && el.scrollWidth > el.clientWidth + 1)
          problems.push({
            kind: 'overflow',
            selector: describe(el),
            text,
            detail: `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`,
          });
        if (truncated) {
          const titled = el.closest('[title]') ?? el.querySelector('[title]');
          const clipped = [el, ...Array.from(el.querySelectorAll<HTMLElement>('*'))].some(
            (c) => c.scrollWidth > c.clientWidth + 1,
          );
          if (clipped && !titled)
            problems.push({
              kind: 'overflow',
              selector: describe(el),
              text,
              detail: 'truncated with an ellipsis but the full text is in no title',
            });
        }
        // Line count from the distinct line tops of the text (wrapped lines of a cell).
        if (maxLines !== undefined && tops.size > maxLines)
          problems.push({
            kind: 'too-many-lines',
            selector: describe(el),
            text,
            detail: `${tops.size} lines (at most ${maxLines})`,
          });
      }
      return problems;
    },
    { selector, maxLines: options.maxLines },
  );
}

export interface TableBoxProblem {
  table: string;
  detail: string;
}

/**
 * Every table either fits its wrapper or scrolls inside it (an ancestor with overflow-x auto or
 * scroll that is itself no wider than the page), and the page never scrolls sideways.
 */
export async function tableBoxProblems(page: Page): Promise<TableBoxProblem[]> {
  return page.evaluate(() => {
    const problems: { table: string; detail: string }[] = [];
    const pageWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > pageWidth + 1)
      problems.push({
        table: '(page)',
        detail: `the page scrolls sideways: ${document.documentElement.scrollWidth} > ${pageWidth}`,
      });
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const name = table.querySelector('caption')?.textContent?.trim() || table.className;
      const rect = table.getBoundingClientRect();
      if (rect.width === 0) continue;
      let box: HTMLElement | null = table.parentElement;
      while (box && box !== document.body) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') break;
        box = box.parentElement;
      }
      if (!box || box === document.body) {
        if (rect.right > pageWidth + 1)
          problems.push({ table: name, detail: `wider than the page, in no scrolling box` });
        continue;
      }
      const boxRect = box.getBoundingClientRect();
      if (boxRect.right > pageWidth + 1 || boxRect.left < -1)
        problems.push({ table: name, detail: `its scrolling box leaves the page` });
      if (getComputedStyle(box).overflowX === 'hidden' && box.scrollWidth > box.clientWidth + 1)
        problems.push({ table: name, detail: `clipped by overflow hidden` });
    }
    return problems;
  });
}

/** Stores a theme choice the way the ThemeToggle does and reloads so it applies from the start. */
export async function useTheme(page: Page, theme: Theme | 'system'): Promise<void> {
  await page.evaluate((choice) => {
    if (choice === 'system') localStorage.removeItem('cb-theme');
    else localStorage.setItem('cb-theme', choice);
  }, theme);
  await page.reload();
}

/** The computed background colour of <body>, to tell the themes apart. */
export function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** A readable list of problems for an assertion message. */
export function report(problems: readonly object[]): string {
  return problems.map((p) => JSON.stringify(p)).join('\n');
}
