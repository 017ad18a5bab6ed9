import { describe, expect, it } from 'vitest';
import {
  LIFECYCLE_ACTIONS,
  LIFECYCLE_ACTORS,
  LIFECYCLE_STATUSES,
  availableActions,
  eventReason,
  decideTransition,
  lifecycleMessages as m,
  refuseDetailsSchema,
  replayLifecycle,
  timelineEventSchema,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleStatus,
} from '../src/index.js';

/** Details that satisfy each action, so the status and actor tables test only status and actor. */
const goodDetails: Record<LifecycleAction, unknown> = {
  submit: {},
  returnAsIncomplete: { items: [{ item: 'Site plan', reason: 'The boundary dimensions are missing.' }] },
  resubmit: { note: 'Added the dimensions.' },
  accept: { consentNumber: 'BC-2026-0001' },
  requestInformation: { items: [{ text: 'Provide the truss design.', documentType: 'Structural' }] },
  provideInformation: { answers: [{ item: 0, documentIds: [7] }] },
  grant: { conditions: ['Inspections as listed.'] },
  refuse: { reasons: ['The design does not comply with clause B1.'] },
  withdraw: {},
};

// Written out by hand from issue 18, not from the machine's table, so a wrong table fails here.
const allowed: [LifecycleStatus, LifecycleAction, LifecycleStatus, LifecycleActor[]][] = [
  ['draft', 'submit', 'submitted', ['applicant']],
  ['submitted', 'returnAsIncomplete', 'returned', ['officer', 'admin']],
  ['submitted', 'accept', 'accepted', ['officer', 'admin']],
  ['submitted', 'withdraw', 'withdrawn', ['applicant']],
  ['returned', 'resubmit', 'resubmitted', ['applicant']],
  ['returned', 'withdraw', 'withdrawn', ['applicant']],
  ['resubmitted', 'returnAsIncomplete', 'returned', ['officer', 'admin']],
  ['resubmitted', 'accept', 'accepted', ['officer', 'admin']],
  ['resubmitted', 'withdraw', 'withdrawn', ['applicant']],
  ['accepted', 'requestInformation', 'information_requested', ['officer', 'admin']],
  ['accepted', 'grant', 'granted', ['officer', 'admin']],
  ['accepted', 'refuse', 'refused', ['officer', 'admin']],
  ['accepted', 'withdraw', 'withdrawn', ['applicant']],
  ['information_requested', 'provideInformation', 'information_provided', ['applicant']],
  ['information_requested', 'withdraw', 'withdrawn', ['applicant']],
  ['information_provided', 'requestInformation', 'information_requested', ['officer', 'admin']],
  ['information_provided', 'grant', 'granted', ['officer', 'admin']],
  ['information_provided', 'refuse', 'refused', ['officer', 'admin']],
  ['information_provided', 'withdraw', 'withdrawn', ['applicant']],
];

const stateOf = (status: LifecycleStatus) => ({
  status,
  openRequestItemCount: status === 'information_requested' ? 1 : 0,
});
const isAllowed = (status: LifecycleStatus, action: LifecycleAction, actor: LifecycleActor) =>
  allowed.some(([from, a, , by]) => from === status && a === action && by.includes(actor));

const everyCase = LIFECYCLE_STATUSES.flatMap((status) =>
  LIFECYCLE_ACTIONS.flatMap((action) => LIFECYCLE_ACTORS.map((actor) => [status, action, actor] as const)),
);

describe('the life of an application (issue 18 point 3)', () => {
  it.each(allowed.flatMap(([from, action, to, by]) => by.map((actor) => [from, action, to, actor] as const)))(
    'a %s application: %s leads to %s when %s takes it',
    (from, action, to, actor) => {
      expect(decideTransition(stateOf(from), action, actor, goodDetails[action])).toMatchObject({ ok: true, from, to });
    },
  );

  it.each(everyCase.filter(([s, a, r]) => !isAllowed(s, a, r)))(
    'a %s application: %s by %s is refused',
    (status, action, actor) => {
      expect(decideTransition(stateOf(status), action, actor, goodDetails[action])).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^(Only|This|Further) .+\.$/),
      });
    },
  );

  it.each(['granted', 'refused', 'withdrawn'] as const)(
    'a %s application refuses everything, saying it is finished',
    (status) => {
      for (const action of LIFECYCLE_ACTIONS) {
        for (const actor of LIFECYCLE_ACTORS) {
          expect(decideTransition(stateOf(status), action, actor, goodDetails[action])).toEqual({
            ok: false,
            refusal: 'status',
            message: `This application is ${status}: nothing more can be done with it.`,
          });
        }
      }
    },
  );

  it.each([
    ['accept', 'applicant', 'Only a council officer or a council admin can accept an application.'],
    ['returnAsIncomplete', 'applicant', 'Only a council officer or a council admin can return an application.'],
    ['withdraw', 'officer', 'Only the applicant can withdraw an application.'],
    ['resubmit', 'admin', 'Only the applicant can resubmit an application.'],
    ['provideInformation', 'officer', 'Only the applicant can provide further information on an application.'],
  ] as const)('refuses %s by %s with "%s"', (action, actor, message) => {
    expect(decideTransition(stateOf('submitted'), action, actor, goodDetails[action])).toEqual({
      ok: false,
      refusal: 'actor',
      message,
    });
  });

  it.each([
    ['draft', 'accept', 'officer', 'Only a submitted or resubmitted application can be accepted; this one is draft.'],
    [
      'accepted',
      'accept',
      'admin',
      'Only a submitted or resubmitted application can be accepted; this one is accepted (lodged).',
    ],
    ['submitted', 'submit', 'applicant', 'Only a draft can be submitted; this one is submitted.'],
    ['draft', 'withdraw', 'applicant', 'Only a submitted application can be withdrawn; this one is draft.'],
    [
      'submitted',
      'resubmit',
      'applicant',
      'Only an application returned as incomplete can be resubmitted; this one is submitted.',
    ],
    [
      'information_requested',
      'grant',
      'officer',
      'Only an accepted application with no request for information open can be granted; this one is waiting for further information.',
    ],
    [
      'information_requested',
      'requestInformation',
      'officer',
      'Further information can be requested only on an accepted application with no request open; this one is waiting for further information.',
    ],
    [
      'accepted',
      'provideInformation',
      'applicant',
      'Further information can be provided only while a request for it is open; this one is accepted (lodged).',
    ],
  ] as const)('a %s application refuses %s by %s with "%s"', (status, action, actor, message) => {
    expect(decideTransition(stateOf(status), action, actor, goodDetails[action])).toEqual({
      ok: false,
      refusal: 'status',
      message,
    });
  });

  it.each([
    ['returnAsIncomplete', 'submitted', {}, m.returnItemsRequired],
    ['returnAsIncomplete', 'submitted', { items: [] }, m.returnItemsRequired],
    ['returnAsIncomplete', 'submitted', { items: [{ item: 'Site plan', reason: '  ' }] }, m.returnReasonRequired],
    ['returnAsIncomplete', 'submitted', { items: [{ reason: 'Missing' }] }, m.returnItemRequired],
    ['accept', 'submitted', {}, m.consentNumberRequired],
    ['accept', 'resubmitted', { consentNumber: ' ' }, m.consentNumberRequired],
    ['requestInformation', 'accepted', { items: [] }, m.requestItemsRequired],
    ['requestInformation', 'accepted', { items: [{ text: '' }] }, m.requestItemRequired],
    ['provideInformation', 'information_requested', { answers: [] }, m.answersRequired],
    ['provideInformation', 'information_requested', { answers: [{ item: 0, text: ' ' }] }, m.answerEmpty],
    ['provideInformation', 'information_requested', { answers: [{ item: 1, text: 'Here' }] }, m.answerItemUnknown],
    ['refuse', 'accepted', { reasons: [] }, m.refuseReasonsRequired],
    ['refuse', 'accepted', { reasons: [''] }, m.reasonEmpty],
    ['grant', 'accepted', { conditions: [' '] }, m.conditionEmpty],
    ['grant', 'accepted', { conditions: 'one' }, m.detailsInvalid],
    ['accept', 'submitted', { consentNumber: 'BC-1', extra: true }, m.detailsInvalid],
  ] as const)('%s on a %s application with %j is refused with its message', (action, status, details, message) => {
    const actor = action === 'provideInformation' ? 'applicant' : 'officer';
    expect(decideTransition(stateOf(status), action, actor, details)).toEqual({
      ok: false,
      refusal: 'details',
      message,
    });
  });

  it('wants every item of the open request answered, once each', () => {
    const open = { status: 'information_requested' as const, openRequestItemCount: 2 };
    const answer = (item: number) => ({ item, text: 'Done.' });
    expect(decideTransition(open, 'provideInformation', 'applicant', { answers: [answer(0)] })).toMatchObject({
      message: m.answersRequired,
    });
    expect(
      decideTransition(open, 'provideInformation', 'applicant', { answers: [answer(0), answer(0)] }),
    ).toMatchObject({
      message: m.answerItemTwice,
    });
    expect(
      decideTransition(open, 'provideInformation', 'applicant', { answers: [answer(1), answer(0)] }),
    ).toMatchObject({ ok: true });
  });

  it('keeps the details it was given, trimmed, for the event', () => {
    expect(decideTransition(stateOf('submitted'), 'accept', 'officer', { consentNumber: ' BC-7 ' })).toMatchObject({
      details: { consentNumber: 'BC-7' },
    });
  });

  it.each([
    ['submitted', 'officer', ['returnAsIncomplete', 'accept']],
    ['submitted', 'applicant', ['withdraw']],
    ['information_provided', 'admin', ['requestInformation', 'grant', 'refuse']],
    ['granted', 'applicant', []],
  ] as const)('offers a %s application to %s the actions %j', (status, actor, actions) => {
    expect(availableActions(status, actor)).toEqual(actions);
  });

  it('replays events into the state they lead to, with the open request', () => {
    const at = new Date('2026-03-02T00:00:00Z');
    const events = [
      { action: 'submit', at },
      { action: 'returnAsIncomplete', at, details: goodDetails.returnAsIncomplete },
      { action: 'resubmit', at },
      { action: 'accept', at, details: goodDetails.accept },
      { action: 'requestInformation', at, details: { items: [{ text: 'a' }, { text: 'b' }] } },
    ] as const;
    expect(replayLifecycle(events)).toEqual({ status: 'information_requested', openRequestItemCount: 2 });
    expect(() => replayLifecycle([{ action: 'grant', at }])).toThrow('Event grant cannot follow status draft');
    expect(replayLifecycle([{ action: 'accept', at }], 'submitted')).toEqual({
      status: 'accepted',
      openRequestItemCount: 0,
    });
  });
});

describe("a council action's text over its limit (issue 28.7)", () => {
  const long = 'x'.repeat(100_000);
  // Each field's own "… must be N characters or fewer", written out here, not the empty-value message.
  it.each([
    [
      'an incomplete item',
      'returnAsIncomplete',
      { items: [{ item: long, reason: 'Missing.' }] },
      'Each incomplete item must be 200 characters or fewer.',
    ],
    [
      'the reason an item is incomplete',
      'returnAsIncomplete',
      { items: [{ item: 'Site plan', reason: long }] },
      'Each reason an item is incomplete must be 2000 characters or fewer.',
    ],
    ['the consent number', 'accept', { consentNumber: long }, 'The consent number must be 50 characters or fewer.'],
    [
      'an item of further information',
      'requestInformation',
      { items: [{ text: long }] },
      'Each item of further information must be 2000 characters or fewer.',
    ],
    ['a condition', 'grant', { conditions: [long] }, 'Each condition of the consent must be 2000 characters or fewer.'],
    [
      'a reason for refusing',
      'refuse',
      { reasons: [long] },
      'Each reason for refusing must be 2000 characters or fewer.',
    ],
  ] as const)('answers %s with its limit', (_field, action, details, message) => {
    const status = action === 'returnAsIncomplete' || action === 'accept' ? 'submitted' : 'accepted';
    expect(decideTransition(stateOf(status), action, 'officer', details)).toEqual({
      ok: false,
      refusal: 'details',
      message,
    });
  });

  it('still answers an empty value with the empty-value message', () => {
    expect(decideTransition(stateOf('accepted'), 'grant', 'officer', { conditions: ['  '] })).toEqual({
      ok: false,
      refusal: 'details',
      message: m.conditionEmpty,
    });
  });
});

describe("an event's one line of why", () => {
  it.each([
    [
      'returnAsIncomplete',
      {
        items: [
          { item: 'Site plan', reason: 'No dimensions.' },
          { item: 'Owner', reason: 'No phone.' },
        ],
      },
      'Site plan: No dimensions.; Owner: No phone.',
    ],
    ['refuse', { reasons: ['Fails B1.', 'Fails E2.'] }, 'Fails B1.; Fails E2.'],
    ['withdraw', { note: 'Project cancelled.' }, 'Project cancelled.'],
    ['submit', {}, null],
    ['accept', { consentNumber: 'BC1' }, null],
  ] as const)('%s with %j keeps %j', (action, details, why) => {
    expect(eventReason(action, details as never)).toBe(why);
  });
});

describe('the timeline an event is read back in', () => {
  const event = (action: LifecycleAction, details: unknown) => ({
    at: '2026-03-02T01:30:00.000Z',
    actor: 'officer',
    action,
    from: 'submitted',
    to: 'accepted',
    reason: null,
    details,
  });

  it.each(LIFECYCLE_ACTIONS)('reads %s with the details its action records', (action) => {
    expect(timelineEventSchema.parse(event(action, goodDetails[action])).details).toEqual(goodDetails[action]);
  });

  it("reads an event's details as its own action's: another action's fields are not carried", () => {
    expect(timelineEventSchema.parse(event('grant', goodDetails.refuse)).details).toEqual({});
  });

  it('still reads an event recorded before a bound was tightened: a stored timeline never fails to show', () => {
    const longer = { reasons: ['x'.repeat(2001)] };
    expect(refuseDetailsSchema.safeParse(longer).success).toBe(false);
    expect(timelineEventSchema.parse(event('refuse', longer)).details).toEqual(longer);
  });
});
