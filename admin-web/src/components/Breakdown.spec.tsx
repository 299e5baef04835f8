import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breakdown, breakdownText } from './Breakdown';

describe('Breakdown', () => {
  it('draws single-line and double-line as rules, whatever their case, and keeps the text', () => {
    const { container } = render(
      <Breakdown lines={['System 8 kW', ' Single-Line ', 'Total $1,250.00', 'double-line']} />,
    );
    expect(container.textContent).toBe('System 8 kWTotal $1,250.00');
    expect(container.querySelectorAll('hr.cb-breakdown__rule--single-line')).toHaveLength(1);
    expect(container.querySelectorAll('hr.cb-breakdown__rule--double-line')).toHaveLength(1);
  });

  it('reads on one line without the separator tokens', () => {
    expect(breakdownText(['a', 'single-line', 'b', 'double-line', 'c'])).toBe('a · b · c');
    expect(breakdownText([])).toBe('');
  });
});
