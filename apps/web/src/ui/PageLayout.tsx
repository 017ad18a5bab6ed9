import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './Button';
import { PRODUCT_NAME } from './product';

const MAIN_ID = 'main-content';

/** Focuses main itself; following the link's hash would go through the router as a navigation. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom, where the component tests run, has no scrollIntoView
  main.scrollIntoView?.();
}

interface HeaderProps {
  /** With the councils they work for: staff get a link to the council workspace on every page. */
  user: { fullName: string; councils?: unknown[] } | null;
  onSignOut: () => void;
  signingOut: boolean;
}

export function Header({ user, onSignOut, signingOut }: HeaderProps) {
  return (
    <header className="header">
      <div className="header__inner width-container">
        <Link to="/" className="header__product">
          {PRODUCT_NAME}
        </Link>
        {user ? (
          <div className="header__account">
            <span className="header__user">
              <span className="visually-hidden">Signed in as </span>
              {user.fullName}
            </span>
            {user.councils?.length ? (
              <Link to="/council" className="header__link">
                Council workspace
              </Link>
            ) : null}
            <Link to="/profile" className="header__link">
              Your details
            </Link>
            <Button variant="quiet" className="header__signout" onClick={onSignOut} pending={signingOut}>
              Sign out
            </Button>
          </div>
        ) : null}
      </div>
    </header>
  );
}

export function PageLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link" onClick={skipToMain}>
        Skip to main content
      </a>
      {header}
      <div className="page-body">
        <div className="width-container">
          <main id={MAIN_ID} className="main" tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
      <footer className="footer">
        <div className="width-container">
          <p>{PRODUCT_NAME} for New Zealand councils.</p>
        </div>
      </footer>
    </>
  );
}
