import type { ChangeEvent } from 'react';
import { useUiWords } from './i18n/ui-words';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the field. */
  label?: string;
  placeholder?: string;
  id?: string;
}

export function SearchBox({ value, onChange, label, placeholder, id }: SearchBoxProps) {
  const words = useUiWords();
  return (
    <div className="cb-search">
      <input
        id={id}
        className="cb-input"
        type="search"
        value={value}
        placeholder={placeholder ?? words?.searchPlaceholder ?? 'Search...'}
        aria-label={label ?? words?.search ?? 'Search'}
        autoComplete="off"
        spellCheck={false}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </div>
  );
}
