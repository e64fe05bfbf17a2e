import type { ReactNode } from 'react';

// The gallery's page parts: a section per widget and a titled example in it.
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={`s-${title}`}>
      <h2 id={`s-${title}`}>{title}</h2>
      {children}
    </section>
  );
}

export function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="example">
      <h3>{title}</h3>
      {children}
    </div>
  );
}
