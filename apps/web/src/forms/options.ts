import type { RadioOption } from '../ui/RadioGroup';

/** The yes/no choice the spec's questions share (PLG, miscellaneous information, whether an LBP is known). */
export const YES_NO_OPTIONS: RadioOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
