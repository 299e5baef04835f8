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

const OPTIONS: { value: ThemeChoice; Icon: typeof Sun }[] = [
  { value: 'light', Icon: Sun },
  { value: 'dark', Icon: Moon },
  { value: 'system', Icon: Monitor },
];

/** The toggle's words; an app passes them in its language. */
export interface ThemeToggleLabels {
  legend: string;
  light: string;
  dark: string;
  system: string;
}

const ENGLISH: ThemeToggleLabels = {
  legend: 'Theme',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

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
  labels?: ThemeToggleLabels;
}

/**
 * Light / Dark / System as a radio group (arrow keys move, the choice applies at once and is
 * remembered in localStorage 'cb-theme').
 */
export function ThemeToggle({ className, showLabels = true, labels = ENGLISH }: ThemeToggleProps) {
  const [choice, choose] = useThemeChoice();
  const name = useId();
  return (
    <fieldset className={['cb-theme-toggle', className].filter(Boolean).join(' ')}>
      <legend className="cb-theme-toggle__legend">{labels.legend}</legend>
      <div className="cb-theme-toggle__options">
        {OPTIONS.map(({ value, Icon }) => (
          <label key={value} className="cb-theme-toggle__option" title={labels[value]}>
            <input
              className="cb-theme-toggle__input"
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
            />
            <Icon size={16} aria-hidden="true" focusable="false" />
            <span className={showLabels ? undefined : 'cb-visually-hidden'}>{labels[value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
