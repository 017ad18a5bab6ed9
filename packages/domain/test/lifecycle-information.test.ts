import { describe, expect, it } from 'vitest';
import { informationRequests, type LifecycleEvent } from '../src/lifecycle/index.js';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 0));
const ask = (day: number, ...texts: string[]): LifecycleEvent => ({
  action: 'requestInformation',
  at: at(day),
  details: { items: texts.map((text) => ({ text })) },
});

describe('requests for further information and their answers (issue 18 point 3)', () => {
  it('pairs each request with the answer that closed it, item by item, and leaves the latest open', () => {
    const events: LifecycleEvent[] = [
      { action: 'submit', at: at(1) },
      { action: 'accept', at: at(2), details: { consentNumber: 'BC1' } },
      ask(3, 'Truss design', 'Bracing'),
      {
        action: 'provideInformation',
        at: at(4),
        details: {
          answers: [
            { item: 1, text: 'Sheet 4' },
            { item: 0, documentIds: [7] },
          ],
        },
      },
      ask(5, 'Fire report'),
    ];
    expect(informationRequests(events)).toEqual([
      {
        requestedAt: at(3).toISOString(),
        answeredAt: at(4).toISOString(),
        open: false,
        items: [
          { text: 'Truss design', answer: { documentIds: [7] } },
          { text: 'Bracing', answer: { text: 'Sheet 4', documentIds: [] } },
        ],
      },
      {
        requestedAt: at(5).toISOString(),
        answeredAt: null,
        open: true,
        items: [{ text: 'Fire report', answer: null }],
      },
    ]);
  });

  it('closes a request the applicant withdrew from without answering', () => {
    const [request] = informationRequests([ask(3, 'Truss design'), { action: 'withdraw', at: at(4) }]);
    expect(request).toMatchObject({ open: false, answeredAt: null });
  });
});
