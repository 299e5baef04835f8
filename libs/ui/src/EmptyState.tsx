import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The first line: the specification's own text where it gives one ('No data found.'). */
  title: ReactNode;
  /** What to do next, in words. */
  children?: ReactNode;
  /** An icon (decorative) shown above the title. */
  icon?: ReactNode;
  /** The next step as a link or button ('Upload your first CSV →'). */
  action?: ReactNode;
  /** Heading level of the title when it should be a heading (e.g. a no-access page). */
  headingLevel?: 1 | 2 | 3;
  /** 'status' announces the state to screen readers when it appears after a change. */
  role?: 'status' | 'alert';
}

/** An empty, no-access or not-found state that says what happened and what to do next. */
export function EmptyState({ title, children, icon, action, headingLevel, role }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className="cb-empty" role={role}>
      {icon && (
        <span className="cb-empty__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Title className="cb-empty__title">{title}</Title>
      {children && <div className="cb-empty__text">{children}</div>}
      {action && <div className="cb-empty__action">{action}</div>}
    </div>
  );
}
