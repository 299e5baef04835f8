import { useId, type ReactNode } from 'react';

/** One titled block of the Super Admin Panel. */
export function SuperSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="cb-card cb-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
