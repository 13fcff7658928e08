import type { ReactNode } from 'react';

/** A titled white card: the building block of the information pages. */
export function SectionCard({ id, title, icon, children }: { id?: string; title: ReactNode; icon?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className="section-card" aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 id={id ? `${id}-title` : undefined} className="section-card-title">
        {icon ? (
          <span className="section-card-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span>{title}</span>
      </h2>
      <div className="section-card-body">{children}</div>
    </section>
  );
}
