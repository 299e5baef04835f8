import type { ReactNode } from 'react';
import { ProductLogo } from './ProductLogo';
import './components.css';

export interface PageMessageProps {
  title?: string;
  children: ReactNode;
}

/** A whole-screen message outside the portal (no key, a refused key, maintenance). */
export function PageMessage({ title, children }: PageMessageProps) {
  return (
    <div className="rep-page-message">
      <header className="rep-page-message__brand">
        <ProductLogo />
      </header>
      <main className="rep-page-message__body cb-card">
        {title && <h1>{title}</h1>}
        {children}
      </main>
    </div>
  );
}
