import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from './ThemeToggle';
import { THEME_STORAGE_KEY, readThemeChoice, resolveTheme } from './theme';

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('ThemeToggle', () => {
  it('starts on System when nothing is stored and leaves <html> to the media query', () => {
    render(<ThemeToggle />);
    expect(radio('System').checked).toBe(true);
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('applies and remembers Dark, then forgets the choice on System', () => {
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(radio('Dark').checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('shows the stored choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(<ThemeToggle />);
    expect(radio('Light').checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
  });

  it('follows a choice made in another tab', () => {
    render(<ThemeToggle />);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    fireEvent(window, new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(radio('Dark').checked).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('theme choice', () => {
  it('treats an unknown stored value as System', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeChoice()).toBe('system');
  });

  it('resolves System from the operating system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
