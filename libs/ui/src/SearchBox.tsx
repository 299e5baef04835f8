import type { ChangeEvent } from 'react';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the field. */
  label?: string;
  placeholder?: string;
  id?: string;
}

export function SearchBox({
  value,
  onChange,
  label = 'Search',
  placeholder = 'Search...',
  id,
}: SearchBoxProps) {
  return (
    <div className="cb-search">
      <input
        id={id}
        className="cb-input"
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </div>
  );
}
