import { lifecycleStatusLabels, type LifecycleStatus } from '@consent/domain';

/** Where a submitted application is in its life, as a tag; the words are the domain's, with a capital. */
export function LifecycleStatusTag({ status }: { status: LifecycleStatus }) {
  const label = lifecycleStatusLabels[status];
  return (
    <strong className={`tag tag--life tag--${status.replace('_', '-')}`}>
      {label.charAt(0).toUpperCase() + label.slice(1)}
    </strong>
  );
}
