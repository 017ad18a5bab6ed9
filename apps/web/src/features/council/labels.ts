import {
  lifecycleStatusLabels,
  type InspectionEventAction,
  type LifecycleAction,
  type LifecycleStatus,
  type MoneyEventAction,
  type TypeCode,
} from '@consent/domain';

/** A status as the queue and the application page show it: the domain's words, with a capital. */
export const statusLabel = (status: LifecycleStatus) => {
  const label = lifecycleStatusLabels[status];
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** The type filter's choices, by the type code the queue filters on. */
export const TYPE_LABELS: Record<TypeCode, string> = {
  bc: 'Building consent',
  abc: 'Building consent amendment',
  pim: 'Project information memorandum',
  ccc: 'Code compliance certificate',
  ca: 'Certificate of acceptance',
  cpu: 'Certificate for public use',
  rc: 'Resource consent',
};

/** What the timeline says happened, by the event's action. */
export const EVENT_LABELS: Record<LifecycleAction | MoneyEventAction | InspectionEventAction, string> = {
  submit: 'Submitted',
  returnAsIncomplete: 'Returned as incomplete',
  resubmit: 'Resubmitted',
  accept: 'Accepted (lodged)',
  requestInformation: 'Further information requested',
  provideInformation: 'Further information provided',
  grant: 'Granted',
  refuse: 'Refused',
  withdraw: 'Withdrawn',
  'payment-received-card': 'Card payment received',
  'credit-note-issued': 'Credit note issued',
  'inspection-passed': 'Inspection passed',
  'inspection-failed': 'Inspection failed',
  'inspection-partially-passed': 'Inspection partially passed',
};

const dateOnly = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Pacific/Auckland',
});
export const formatDate = (iso: string | null) => (iso ? dateOnly.format(new Date(iso)) : '—');
