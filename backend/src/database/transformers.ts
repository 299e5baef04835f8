import type { ValueTransformer } from 'typeorm';

/** numeric columns arrive from pg as strings; amounts are exact to the cent, so a double is safe. */
export const numericToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
