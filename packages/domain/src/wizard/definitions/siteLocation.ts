import { saveParcelSchema, siteLocationMessages } from '../../location/api.js';
import { typeIs, type ModuleFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';

/** Site Location: the application's parcels, kept and checked by the locations module; a CCC or CPU has none. */
export const siteLocation = {
  page: 'siteLocationAndTitle',
  title: () => FORM_STEP_TITLES.siteLocation,
  name: () => FORM_STEP_TITLES.siteLocation,
  required: (ctx) => !typeIs(ctx, 'ccc', 'cpu'),
  schema: saveParcelSchema,
  messages: siteLocationMessages,
  keptBy: 'locations',
} satisfies ModuleFormDefinition;
