import { useId } from 'react';
import type { CalculatorInput } from '@commissionbee/shared/types';

interface NumberFieldProps {
  input: CalculatorInput;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled number field; '$' sits before the number, any other unit after it. */
export function NumberField({ input, value, onChange }: NumberFieldProps) {
  const id = useId();
  const unitId = useId();
  const unit = input.units?.trim();
  const unitTag = unit ? (
    <span id={unitId} className="rep-calc-field__unit">
      {unit}
    </span>
  ) : null;
  return (
    <div className="cb-field">
      <label className="cb-label" htmlFor={id}>
        {input.label || input.id}
      </label>
      <div className="rep-calc-field">
        {unit === '$' && unitTag}
        <input
          id={id}
          className="cb-input"
          type="number"
          inputMode="decimal"
          step="any"
          autoComplete="off"
          placeholder={input.placeholder}
          value={value}
          aria-describedby={unit ? unitId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {unit && unit !== '$' && unitTag}
      </div>
    </div>
  );
}
