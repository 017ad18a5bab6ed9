/**
 * The messages of the application's life (issue 18). The spec quotes none for the council's side, so these are
 * ours; both the server (refusing a transition) and the SPA (explaining why an action is not offered) show them.
 */
/** The longest text each council action's field takes: one limit, named in its message and checked by its schema. */
export const LIFECYCLE_TEXT_MAX = 2000;
export const RETURN_ITEM_MAX = 200;
export const CONSENT_NUMBER_MAX = 50;

export const lifecycleMessages = {
  returnItemsRequired: 'List at least one incomplete item, with the reason it is incomplete.',
  returnItemRequired: 'Name each incomplete item.',
  returnReasonRequired: 'Give the reason each item is incomplete.',
  consentNumberRequired: 'Give the consent number to accept the application.',
  requestItemsRequired: 'List at least one item of further information.',
  requestItemRequired: 'Describe each item of further information.',
  answersRequired: 'Answer every item of the request for further information.',
  answerEmpty: 'Answer each item with text or an uploaded document.',
  answerItemUnknown: 'Answer only the items the council asked for.',
  answerItemTwice: 'Answer each item once.',
  refuseReasonsRequired: 'Give at least one reason for refusing the application.',
  reasonEmpty: 'A reason cannot be empty.',
  conditionEmpty: 'A condition of the consent cannot be empty.',
  pimLineEmpty: 'A line of the project information memorandum cannot be empty.',
  pimLineTooLong: `Each line of the project information memorandum must be ${LIFECYCLE_TEXT_MAX} characters or fewer.`,
  cccInspectionsRequired:
    'Say whether every inspection the building consent requires has passed, or that you issue the certificate regardless.',
  cccInspectionsNotPassed:
    'Not every inspection the building consent requires has passed (each counted by its latest result). Issue the certificate regardless with the reason, or wait for the re-inspections.',
  cccReasonRequired: 'Give the reason for issuing the code compliance certificate regardless of the inspections.',
  cccReasonTooLong: `The reason for issuing regardless must be ${LIFECYCLE_TEXT_MAX} characters or fewer.`,
  returnItemTooLong: `Each incomplete item must be ${RETURN_ITEM_MAX} characters or fewer.`,
  returnReasonTooLong: `Each reason an item is incomplete must be ${LIFECYCLE_TEXT_MAX} characters or fewer.`,
  consentNumberTooLong: `The consent number must be ${CONSENT_NUMBER_MAX} characters or fewer.`,
  requestItemTooLong: `Each item of further information must be ${LIFECYCLE_TEXT_MAX} characters or fewer.`,
  conditionTooLong: `Each condition of the consent must be ${LIFECYCLE_TEXT_MAX} characters or fewer.`,
  reasonTooLong: `Each reason for refusing must be ${LIFECYCLE_TEXT_MAX} characters or fewer.`,
  documentNotOfApplication: 'Name only documents uploaded to this application.',
  detailsInvalid: 'The details given for this step are not in the expected form.',
  /** Asked of an application whose life has ended (granted, refused or withdrawn). */
  finalStatus: (statusLabel: string) => `This application is ${statusLabel}: nothing more can be done with it.`,
  /** Asked of an action its current status does not allow. */
  wrongStatus: (allowedWhen: string, statusLabel: string) => `${allowedWhen}; this one is ${statusLabel}.`,
  /** Asked of someone whose role may not take the action. */
  wrongActor: (actors: string, verb: string) => `Only ${actors} can ${verb} an application.`,
};
