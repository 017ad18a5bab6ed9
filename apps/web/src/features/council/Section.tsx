import type { ReactNode } from 'react';

/** One part of the application page: a region named by its heading, so it can be reached from a screen reader's list. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="heading-m">
        {title}
      </h2>
      {children}
    </section>
  );
}
