import { useEffect, useId, useState } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import {
  THEME_STORAGE_KEY,
  isThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  applyThemeChoice,
  type ThemeChoice,
} from './theme';

const OPTIONS: { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/** The stored theme choice, kept in step with other tabs of the same app. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice());
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      const next = isThemeChoice(event.newValue) ? event.newValue : 'system';
      applyThemeChoice(next);
      setChoice(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const choose = (next: ThemeChoice) => {
    saveThemeChoice(next);
    setChoice(next);
  };
  return [choice, choose];
}

export interface ThemeToggleProps {
  className?: string;
  /** Shows the word under each icon; without it the words are for screen readers only. */
  showLabels?: boolean;
}

/**
 * Light / Dark / System as a radio group (arrow keys move, the choice applies at once and is
 * remembered in localStorage 'cb-theme').
 */
export function ThemeToggle({ className, showLabels = true }: ThemeToggleProps) {
  const [choice, choose] = useThemeChoice();
  const name = useId();
  return (
    <fieldset className={['cb-theme-toggle', className].filter(Boolean).join(' ')}>
      <legend className="cb-theme-toggle__legend">Theme</legend>
      <div className="cb-theme-toggle__options">
        {OPTIONS.map(({ value, label, Icon }) => (
          <label key={value} className="cb-theme-toggle__option" title={label}>
            <input
              className="cb-theme-toggle__input"
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
            />
            <Icon size={16} aria-hidden="true" focusable="false" />
            <span className={showLabels ? undefined : 'cb-visually-hidden'}>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
