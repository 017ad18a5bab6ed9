import { makeLocation, type Location } from '@consent/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type FakeServer } from '../../../test/renderApp';
import { ParcelInfo } from './ParcelInfo';

const saved = makeLocation({
  street: '12 Ponsonby Road',
  legalDesc: 'Lot 2 DP 10433',
  valuationNumber: '02810/00012',
  haveParcel: true,
  appParcelID: 41,
});
const INFO = 'GET /api/applications/7/parcels/41/information';
/** What the server answers: Ozone's get-parcel HTML after its sanitiser. */
const councilHtml =
  '<table><tr><th>Zone</th><td>Residential</td></tr><tr><th>Flood overlay</th><td>No</td></tr></table>';

function showPanel(location: Location, server: FakeServer, appId = 7, heading: 'h2' | 'h3' = 'h3') {
  return renderApp('/helix/newapp/7', server, undefined, [
    { path: '/helix/newapp/:appId', element: <ParcelInfo location={location} appId={appId} heading={heading} /> },
  ]);
}

describe('the parcel information panel', () => {
  it("is an h2 straight under the site-location page's h1, with the council's information an h3 under it", async () => {
    showPanel(
      saved,
      { [INFO]: { status: 200, body: { result: 'success', source: 'ozone', html: councilHtml } } },
      7,
      'h2',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Parcel information' }).id).toBe('parcel-info-title');
    expect(await screen.findByRole('heading', { level: 3, name: 'Council property information' })).toBeTruthy();
  });

  it("shows the council's property information HTML for the saved parcel under its own data", async () => {
    const { calls } = showPanel(saved, {
      [INFO]: { status: 200, body: { result: 'success', source: 'ozone', html: councilHtml } },
    });
    const panel = screen.getByRole('region', { name: 'Parcel information' });
    expect(within(panel).getByText('Lot 2 DP 10433')).toBeTruthy();
    const council = await within(panel).findByRole('region', { name: 'Council property information' });
    const table = within(council).getByRole('table');
    expect(within(table).getByText('Zone').tagName).toBe('TH');
    expect(within(table).getByRole('cell', { name: 'Residential' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: '/api/applications/7/parcels/41/information', body: undefined }]);
  });

  it('asks for the application it is given', async () => {
    const { calls } = showPanel(
      saved,
      {
        'GET /api/applications/9/parcels/41/information': {
          status: 200,
          body: { result: 'success', source: 'techone', html: '<p>Rates paid</p>' },
        },
      },
      9,
    );
    expect(await screen.findByText('Rates paid')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/applications/9/parcels/41/information']);
  });

  it('asks nothing for a parcel not saved yet, and shows only our own data', async () => {
    const { calls } = showPanel({ ...saved, appParcelID: null }, {});
    expect(screen.getByRole('region', { name: 'Parcel information' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Council property information' })).toBeNull();
  });

  it('shows no council section when the council has no such service', async () => {
    const { calls } = showPanel(saved, {
      [INFO]: { status: 200, body: { result: 'success', source: null, html: '' } },
    });
    await screen.findByRole('region', { name: 'Parcel information' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Council property information' })).toBeNull();
  });

  it("says so when the council's service failed", async () => {
    const message = 'The council’s property information is not available at the moment.';
    showPanel(saved, { [INFO]: { status: 200, body: { result: 'success', source: 'ozone', html: '', message } } });
    const council = await screen.findByRole('region', { name: 'Council property information' });
    expect(within(council).getByText(message)).toBeTruthy();
  });
});
