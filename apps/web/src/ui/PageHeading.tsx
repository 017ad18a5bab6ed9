import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from './product';

interface PageHeadingProps {
  children: ReactNode;
  /** The page's name in the browser tab; defaults to the heading's text. */
  title?: string;
  /** A line above the heading naming what the page belongs to (GOV.UK's caption). */
  caption?: ReactNode;
}

/**
 * The page's one h1. It names the document, and after a client-side navigation it takes focus so
 * a screen reader announces the new page, as a full page load would. On the first load the browser
 * starts at the top (key 'default'), so the skip link stays the first thing a keyboard reaches.
 */
export function PageHeading({ children, title, caption }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const pageTitle = title ?? (typeof children === 'string' ? children : '');

  useEffect(() => {
    if (pageTitle) document.title = documentTitle(pageTitle);
  }, [pageTitle]);

  useEffect(() => {
    if (key !== 'default') ref.current?.focus({ preventScroll: false });
  }, [key]);

  return (
    <>
      {caption ? <span className="caption">{caption}</span> : null}
      <h1 ref={ref} tabIndex={-1} className="page-heading">
        {children}
      </h1>
    </>
  );
}
