import { Button } from '../../ui/Button';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next pages of the queue, with where this page is among them. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav className="pagination" aria-label="Pages of applications">
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        Previous<span className="visually-hidden"> page</span>
      </Button>
      <p className="pagination__where">
        Page {page} of {pages} (applications {first} to {last} of {total})
      </p>
      <Button
        variant="secondary"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        Next<span className="visually-hidden"> page</span>
      </Button>
    </nav>
  );
}
