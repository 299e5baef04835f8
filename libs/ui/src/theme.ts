// The reader's colour theme: 'light', 'dark' or 'system' (follow the operating system), kept in
// localStorage under `cb-theme` and applied as <html data-theme="…">. With 'system' the attribute
// is removed and theme.css follows `prefers-color-scheme`. theme-boot.js applies the stored choice
// before the first paint (the CSP refuses inline scripts, so it is a tiny external script).

export type ThemeChoice = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'cb-theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the theme follows the system
  }
}

/** The stored choice, or 'system' when none (or an unknown value) is stored. */
export function readThemeChoice(store: Storage | null = storage()): ThemeChoice {
  let value: string | null = null;
  try {
    value = store?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    value = null;
  }
  return isThemeChoice(value) ? value : 'system';
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The theme a choice shows right now. */
export function resolveTheme(
  choice: ThemeChoice,
  prefersDark = systemPrefersDark(),
): ResolvedTheme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/** Sets or clears <html data-theme>; 'system' leaves the decision to the CSS media query. */
export function applyThemeChoice(
  choice: ThemeChoice,
  root: HTMLElement = document.documentElement,
): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** Remembers and applies a choice. */
export function saveThemeChoice(choice: ThemeChoice, store: Storage | null = storage()): void {
  try {
    if (choice === 'system') store?.removeItem(THEME_STORAGE_KEY);
    else store?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage full or disabled: the choice still applies to this page
  }
  applyThemeChoice(choice);
}
