import { saveParcelSchema, siteLocationMessages } from '../../location/api.js';
import { type ModuleFormDefinition } from '../definition.js';
import { FORM_PARTS } from '../formParts.js';

/** Site Location: the application's parcels, kept and checked by the locations module; a CCC or CPU has none. */
export const siteLocation = {
  ...FORM_PARTS.siteLocation,
  schema: saveParcelSchema,
  messages: siteLocationMessages,
  keptBy: 'locations',
  // A typed site (no council parcel): a street the demo register does not hold, with its legal description.
  testAnswers: (app) => [
    {
      post: '/ajax/submit_parcels',
      body: {
        appId: app.appId,
        parcel_opt: 'single',
        features: [
          {
            address: { street: '12 Example Street', suburb: 'Nowhere', city: 'Testville' },
            council_data: { legalDesc: 'Lot 1 DP 12345' },
          },
        ],
      },
    },
  ],
} satisfies ModuleFormDefinition;
