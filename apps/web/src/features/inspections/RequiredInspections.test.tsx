import type { RequiredInspectionItem } from '@consent/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { Timeline } from '../application/Timeline';
import { RequiredInspections } from './RequiredInspections';

const failed: RequiredInspectionItem = {
  id: 7,
  name: 'Foundations',
  notes: null,
  state: 'failed',
  booking: null,
  resultOn: '2026-12-01',
  reinspectionRequired: true,
  reinspection: false,
  latestResult: {
    outcome: 'failed',
    notes: 'Reinforcing short of the footing edge',
    photoIds: ['00000000-0000-4000-8000-000000000001'],
    recordedAt: '2026-12-01T01:00:00.000Z',
    recordedBy: 'Ana Inspector',
  },
};
const rebooked: RequiredInspectionItem = {
  ...failed,
  id: 8,
  name: 'Pre-line',
  state: 'booked',
  reinspectionRequired: false,
  reinspection: true,
  booking: {
    id: 3,
    date: '2026-12-08',
    period: 'morning',
    changeableUntil: '2026-12-07T03:00:00.000Z',
    changeable: true,
  },
  latestResult: null,
};

describe("the applicant's inspections after a result (issue 32.4)", () => {
  it('says a re-inspection is required, with the notes and photos, and names a booked re-inspection', async () => {
    renderApp(
      '/i',
      {
        'GET /api/applications/42/inspections': {
          status: 200,
          body: { result: 'success', inspections: [failed, rebooked] },
        },
      },
      undefined,
      [{ path: 'i', element: <RequiredInspections appId={42} /> }],
    );
    expect(await screen.findByText(/Failed\. Re-inspection required: book it once the work is put right/)).toBeTruthy();
    expect(screen.getByText('Inspector’s notes: Reinforcing short of the footing edge')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Photo 1 of the Foundations inspection' }).getAttribute('href')).toBe(
      '/api/applications/42/inspections/photos/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText(/Re-inspection booked for Tuesday 8 Dec/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book the Foundations inspection' })).toBeTruthy();
  });

  it("shows the result on the applicant's timeline in words, with the inspector's notes", () => {
    renderApp('/t', {}, undefined, [
      {
        path: 't',
        element: (
          <Timeline
            events={[
              {
                at: '2026-12-01T01:00:00.000Z',
                actor: 'officer',
                action: 'inspection-failed',
                from: 'granted',
                to: 'granted',
                reason: null,
                details: {
                  bookingId: 1,
                  requiredInspectionId: 7,
                  inspectionName: 'Foundations',
                  outcome: 'failed',
                  notes: 'Reinforcing short of the footing edge',
                  photoCount: 1,
                },
              },
            ]}
          />
        ),
      },
    ]);
    expect(screen.getByText('Inspection "Foundations" failed: re-inspection required')).toBeTruthy();
    expect(screen.getByText('Reinforcing short of the footing edge')).toBeTruthy();
  });
});
