import { makeLocation, type ApplicationData } from '@consent/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeServer, type RecordedCall } from '../../../test/renderApp';
import { ApiProvider, createApiClient, type ParcelSet } from '../../api';
import { WizardFormsContext } from '../../forms/formRegistry';
import SiteLocationForm from './SiteLocationForm';

const location = makeLocation({
  street: '16 Ponsonby Road',
  suburb: 'Grey Lynn',
  city: 'Auckland',
  postcode: '1011',
  legalDesc: 'Lot 1 DP 12345',
});
const savedSet: ParcelSet = {
  result: 'success',
  parcels: [
    {
      app_parcel_id: 3,
      active: true,
      location,
      outline: null,
      legaldesc_oneline: 'Lot 1 DP 12345',
      address_not_registered: false,
      validation: { inRegion: true },
      google_data: null,
      street_address1: '16 Ponsonby Road',
      street_address2: 'Grey Lynn',
      street_address3: '',
      street_address4: 'Auckland',
      street_address5: '1011',
    },
  ],
  parcelOpt: 'single',
  multiParcel: false,
  displayParcelInfo: false,
  oneLineLegal: 'Lot 1 DP 12345',
  parcel_data_extended: false,
  building_legal: 'Lot 1 DP 12345',
};
const application = {
  id: 42,
  council_id: 1,
  councils: [],
  config: { region: 'Auckland' },
} as unknown as ApplicationData;
const background: FakeServer = {
  'GET /api/applications/42/maps-config': { status: 500, body: { result: 'error', message: 'down', details: [] } },
  'GET /api/map/tiles': { status: 200, body: { result: 'success', url: null, attribution: '' } },
};

function renderSiteLocation(server: FakeServer) {
  const calls: RecordedCall[] = [];
  const registry = { register: () => () => {}, advance: () => {} };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ApiProvider api={createApiClient(fakeFetch({ ...background, ...server }, calls))} queryClient={queryClient}>
      <WizardFormsContext.Provider value={registry as never}>
        <SiteLocationForm
          appId={42}
          application={application}
          ctx={{} as never}
          form="siteLocation"
          title="Site location"
          isFirst
        />
      </WizardFormsContext.Provider>
    </ApiProvider>,
  );
  return calls;
}

describe('the site location page loads its saved parcels through the query cache', () => {
  it('shows the saved active parcel’s address once get_parcel_data answers, asking it once', async () => {
    const calls = renderSiteLocation({ 'GET /ajax/get_parcel_data/42': { status: 200, body: savedSet } });
    expect(await screen.findByDisplayValue('16 Ponsonby Road')).toBeTruthy();
    expect(screen.getByLabelText('Suburb')).toHaveProperty('value', 'Grey Lynn');
    expect(calls.filter((c) => c.path === '/ajax/get_parcel_data/42')).toHaveLength(1);
  });

  it('empties the form and shows the legal description panel when the load fails (spec point 8)', async () => {
    renderSiteLocation({
      'GET /ajax/get_parcel_data/42': {
        status: 500,
        body: { result: 'error', message: 'Server or Network Error!', details: [] },
      },
    });
    expect(await screen.findByText('Legal description of the site')).toBeTruthy();
    expect(screen.getByLabelText('Suburb')).toHaveProperty('value', '');
  });
});
