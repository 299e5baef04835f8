// Placeholder: the rep calculator (spec §2 'Calculator (rep)') is built separately.
export function CalculatorPage() {
  return <h1>Calculator</h1>;
}
