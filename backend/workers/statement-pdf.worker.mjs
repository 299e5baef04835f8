// Makes statement PDFs off the main thread (StatementRenderer runs it in a piscina pool): laying
// out a 500-line statement takes a CPU for a while, and a ZIP of a thousand reps takes many, which
// on the main thread would hold every rep's portal. The bytes are moved back, not copied.
import { move } from 'piscina';
import { renderStatement } from './statement-pdf.mjs';

export default async function render({ content }) {
  const bytes = await renderStatement(content);
  return move(bytes);
}
