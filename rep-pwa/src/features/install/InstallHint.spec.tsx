import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/i18n';
import { countVisit, DISMISSED_KEY, isIosSafari, VISITS_KEY } from './install-hint';
import { InstallHint } from './InstallHint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';

/** A new browser session on the same phone: localStorage stays, sessionStorage starts empty. */
const newSession = () => sessionStorage.clear();

function fireInstallPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('install hint', () => {
  it('counts a visit once per session', () => {
    expect(countVisit(localStorage, sessionStorage)).toBe(1);
    expect(countVisit(localStorage, sessionStorage)).toBe(1);
    newSession();
    expect(countVisit(localStorage, sessionStorage)).toBe(2);
    expect(localStorage.getItem(VISITS_KEY)).toBe('2');
  });

  it('says nothing on the first visit, even when the browser could install', () => {
    renderWithI18n(<InstallHint />);
    fireInstallPrompt();
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
  });

  it("offers Android's install prompt from the second visit, and stops once installed", async () => {
    localStorage.setItem(VISITS_KEY, '1');
    renderWithI18n(<InstallHint />);
    const event = fireInstallPrompt('accepted');
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalled();
    await vi.waitFor(() => expect(localStorage.getItem(DISMISSED_KEY)).toBe('1'));
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
  });

  it('tells iOS Safari users Share → Add to Home Screen, and remembers a dismissal', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    localStorage.setItem(VISITS_KEY, '3');
    const { unmount } = renderWithI18n(<InstallHint />);
    const hint = screen.getByRole('complementary', { name: 'Install the app' });
    expect(hint.textContent).toContain('tap Share, then Add to Home Screen');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss install hint' }));
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
    unmount();
    newSession();
    renderWithI18n(<InstallHint />);
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
  });

  it('knows Safari from the other iOS browsers', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36')).toBe(
      false,
    );
  });
});
