/** An application's status, as a tag. */
export function StatusTag({ status }: { status: 'in progress' | 'completed' }) {
  return status === 'completed' ? (
    <strong className="tag tag--completed">Completed</strong>
  ) : (
    <strong className="tag tag--in-progress">In progress</strong>
  );
}
