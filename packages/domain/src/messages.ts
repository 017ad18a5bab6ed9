/**
 * Every message the spec quotes, verbatim, in one place. Server and SPA import these;
 * searching for a message's text lands here.
 */
export const messages = {
  invalidApplicationType: (value: unknown) => `Invalid Application Type ${String(value)}`,
  invalidApplicationParam: (value: unknown) => `Invalid Application Param ${String(value)}`,
  invalidApplicationRole: (value: unknown) => `Invalid Application Role ${String(value)}`,
  invalidAttribute: (name: string) => `Invalid Attribute ${name}`,
  invalidAttributeObject: 'Invalid Attribute Object',
  formNotLoaded: 'Form was not loaded',
  networkRequestFailed: 'Network request failed',
  unknownResult: 'Unknown result',
  unknownResultValue: (value: unknown) => `Unknown result: ${String(value)}`,
  multiproofNotAllowed: 'Error! You are not allowed to apply for multiproof application!',
  minorVariationUnavailable: (councilFullName: string) =>
    `${councilFullName} does not have any minor variation application forms available to download.`,
  selectCouncilTitle: 'Select council for new application',
  // Pre-application meeting (spec point 5; checked only in validation mode 'all').
  preAppEnterReference: 'Enter the pre-application meeting reference number.',
  preAppUnanswered: 'Was there a pre-application meeting?',
  preAppInvalidReference:
    'Invalid Reference Number. Please ensure the reference number you have entered contains numbers and letters only.',
  preAppReferenceNotFound: 'The pre-application meeting reference number does not exist in the system!',
  // PIM (spec point 5; checked unless the validation mode is 'none').
  pimUnanswered: 'Please select whether you require a PIM',
  pimNoMatters: 'Please select at least one of the following matters!',
  // Contact save (first point of contact, invoice payable by; spec point 5).
  contactFullName: "Error! Please enter the contact's full name.",
  contactPhone: 'Please enter the phone number or select "I don\'t have this information"',
  contactEmail: 'Please enter the email or select "I don\'t have this information"',
  contactServerOrNetwork: 'Server or Network Error! Please try again later or contact the administrator.',
} as const;

/** Messages of our own (the spec leaves these situations' wording open). */
export const productMessages = {
  signInRequired: 'Please sign in to continue.',
  wrongCredentials: 'The email address or password is not correct.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  emailNotVerified:
    'Confirm your email address before you submit an application: open the link we emailed you, or send it again.',
  verificationLinkInvalid: 'This link has expired or has already been used. Sign in and send yourself a new one.',
  emailVerified: 'Your email address is confirmed.',
  verificationSent: 'We have sent you a new link to confirm your email address.',
  passwordResetRequested:
    'If an account uses that email address, we have sent it a link to set a new password. The link works for 1 hour.',
  passwordResetLinkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  passwordChanged:
    'Your password has been changed and you have been signed out everywhere else. Sign in with your new password.',
  passwordTooWeak: 'Choose a password that is harder to guess.',
  registrationReceived: 'Check your email: we have sent a message to that address to finish creating your account.',
  applicationNotFound: 'Application not found.',
  applicationCompleted: 'This application has been completed and can no longer be changed.',
  councilNotFound: 'Council not found.',
  typeCannotChange: 'Only building consent applications (with or without a PIM) can change type.',
  typeNotOfferedHere: (value: unknown) =>
    `Application type ${String(value)} is started from the main page's own tile, not created directly.`,
  invalidStep: (value: unknown) => `Invalid step ${String(value)}`,
  foreignOrigin: 'This request came from another site and was refused.',
  completeIsPost: 'Completing an application is a POST request.',
  originRequired: 'This request did not say which site sent it (no Origin header) and was refused.',
  textNotWellFormed: (field: string) =>
    `${field} contains a character that cannot be kept (a NUL byte or a broken Unicode character). Remove it and try again.`,
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  notFound: 'Not found.',
  pdfRendersBusy: (inFlight: number) =>
    `You already have ${inFlight} PDFs being prepared. Wait for one of them to download, then try again.`,
  serverError: 'Something went wrong on our side. Your work has not been lost; please try again.',
  databaseUnavailable:
    'The service cannot reach its database just now, so nothing was saved. Please try again in a minute.',
} as const;

/**
 * The wizard forms' own messages: the spec leaves field-level rules of these steps to the server
 * ("not shown"), so these are ours, in the GOV.UK style (say what to do, name the thing).
 */
export const formMessages = {
  pimNotApplicable: 'PIM matters apply only to a PIM-only application or a building consent with a PIM.',
  hasCertUnanswered: 'Select whether you have a copy of the record of title.',
  postcodeFormat: 'Enter a postcode of 4 digits, like 6011.',
  roleUnanswered: 'Select whether you are the owner or an agent acting for the owner.',
  needAgentUnanswered: 'Select whether an agent is acting for the owner.',
  personFullName: (who: string) => `Enter the ${who}'s full name (at least 3 characters).`,
  companyName: (who: string) => `Enter the ${who}'s registered company name (at least 3 characters).`,
  companyIdentifier: 'Choose the company from the list, or enter its NZBN or company number.',
  nzbnFormat: 'An NZBN is 13 digits, like 9429041234567.',
  companyNumberFormat: 'A company number is digits only, like 1234567.',
  contactPerson: (who: string) => `Enter the name of the ${who}'s contact person.`,
  mailAddress: (who: string) => `Enter the ${who}'s mailing address.`,
  streetAddress: (who: string) => `Enter the ${who}'s street address.`,
  phoneOrMobile: (who: string) => `Enter a phone or mobile number for the ${who}.`,
  phoneFormat: 'Enter a phone number using digits, like 09 123 4567.',
  email: (who: string) => `Enter the ${who}'s email address.`,
  /** Every email field's format message (the spec gives none): one text, here (issue 30.3). */
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  firstContactUnanswered: 'Select who is the first point of contact.',
  invoiceContactUnanswered: 'Select who the invoice is payable by.',
  changeUseUnanswered: 'Select whether the project changes the use of the land.',
  disturbSoilUnanswered: 'Select whether the project disturbs the soil.',
  hailLandUnanswered: 'Select whether the land has been used for an activity on the HAIL list.',
  nesAssessmentUnanswered: 'Select whether an NES assessment has been taken or will be undertaken.',
  nesDateMissing: 'Enter the date of the NES assessment.',
  nesDateFuture: 'The date of the NES assessment must be today or in the future.',
  realDate: 'Enter a real date, like 27 March 2027.',
  disasterUnanswered: 'Select whether the work is related to a natural disaster.',
  disasterChoose: 'Select the disaster the work is related to.',
  disasterOther: 'Describe the disaster the work is related to.',
  dogsUnanswered: 'Select whether there are dogs on the site.',
  poolUnanswered: 'Select whether the project includes a swimming pool.',
  serviceConnectionUnanswered: 'Select whether the project needs a new service connection.',
  damName: 'Enter the name of the dam.',
  damClassification: 'Select the potential impact classification of the dam.',
  worksDateMissing: 'Enter the date the building work starts.',
  worksDateRange: 'The date the building work starts must be within ten years before or after today.',
  regionalCouncilOnly: 'This form is for applications to a regional council only.',
  companyRegisterUnavailable:
    'The company register is not answering at the moment. Type the company’s details instead.',
  appIdMismatch: 'The appId in the body is not the application in the address.',
} as const;

/** Site location messages the spec quotes (point 8: geocoding and address autocomplete failures). */
export const locationMessages = {
  /** Shown to the user when geocoding for address details fails. */
  geocodeFailed: 'Error! Unable to get the address details.',
  /** Logged (console) with the geocoder's status when geocoding fails. */
  geocodeNotSuccessful: (status: string) => `Geocode was not successful for the following reason: ${status}`,
  /** Logged when the address autocomplete fails; nothing is shown to the user. */
  autocompleteError: 'Auto-complete error',
} as const;

/** Project contacts (spec points 5 and 8): the LBP register and contact messages, then our own for the page's questions. */
export const contactMessages = {
  /** Spec point 5 "LBP selection": a practitioner with no active licensed class cannot be selected. */
  lbpNoActiveLicence: (practitionerNameAndNumber: string) =>
    `Unable to select Licensed Building Practitioner '${practitionerNameAndNumber}' has no active licence.`,
  /** Spec point 8: the LBP register answered other than 200 (or not at all). */
  lbpRegisterNotResponding: 'The MBIE LBP register is currently not responding, please manually enter LBP details',
  lbpNumberMissing: "Enter the practitioner's LBP number, like BP104233.",
  lbpNumberFormat: 'An LBP number is BP followed by 6 digits, like BP104233.',
  licenceClassMissing: "Select the practitioner's licence class.",
  professionMissing: "Select the contact's profession.",
  hasLbpUnanswered: 'Select whether licensed building practitioners will carry out or supervise the building work.',
  lbpContactMissing: 'Add the licensed building practitioners who will carry out or supervise the work, or select no.',
  contactNotFound: 'Contact not found.',
  lbpNotFound: (lbpNumber: string) => `No licensed building practitioner has the number ${lbpNumber}.`,
  otherContactsNotAllowed: 'This application asks for licensed building practitioners only.',
  licenceClassNotCurrent: (className: string) =>
    `The licence class ${className} is not current for this practitioner. Choose one of their current licence classes.`,
} as const;

/** File attachments (spec point 2, step 15): what a refused file or a missing document tells the applicant. */
export const documentMessages = {
  fileTooLarge: (name: string, limit: string) =>
    `“${name}” is larger than ${limit}. Each file must be ${limit} or smaller.`,
  fileTypeRefused: (name: string, allowed: string) =>
    `“${name}” is not a ${allowed} file. Its content was checked, not only its name: choose a file of one of these types.`,
  fileEmpty: (name: string) => `“${name}” is empty. Choose a file that has something in it.`,
  noFile: 'Choose a file to upload.',
  oneFileAtATime: 'Send one file in each upload.',
  tooManyFields: (max: number) => `Send the file with at most ${max} other form fields.`,
  documentTypeNotOffered: 'Choose what the document is from the list for this application.',
  documentTypeMissing: 'Choose what the document is.',
  documentNotFound: 'Document not found.',
  documentMissing: (typeName: string) => `Upload the ${typeName.toLowerCase()}.`,
  uploadIncomplete: 'The upload was cut off before the whole file arrived. Try again.',
  uploadFailed: (name: string) => `“${name}” could not be uploaded. Try again.`,
  uploadCancelled: (name: string) => `The upload of “${name}” was cancelled.`,
} as const;

/**
 * The project page's messages (issue 6): the spec leaves its field-level rules to the server ("not
 * shown"), so these are ours, in the GOV.UK style.
 */
export const projectMessages = {
  description: 'Describe the building work.',
  amendmentDescription: 'Describe what changes from the original consent.',
  buildingTypeProject: 'Select the type of building work: residential, commercial or industrial/farm.',
  noBuildings: 'Add at least one building.',
  section75: 'Select whether the building is on two or more allotments (a section 75 certificate).',
  mbiePlans: 'Select whether the project uses MBIE multiproof approved plans.',
  mbieNumber: 'Enter the MBIE multiproof approval number.',
  mbieNumberFormat: 'A multiproof approval number is letters and digits, like MP1234.',
  caWorkDone: 'Describe the building work that was done without a building consent.',
  caReason: 'Say why the work was done without a building consent.',
  bwcoDate: 'Enter the date the building work was completed.',
  bwcoDateFuture: 'The date the building work was completed must be today or in the past.',
  bwcoReason: 'Select whether all the building work or a stage of it is complete.',
  bwcoDetails: 'Say which stage of the building work is complete.',
  cpuBuildingParts: 'Say which parts of the building the public will use.',
  cpuSafeUse: 'Explain how those parts of the building are safe for the public to use.',
  useTableBuilding: 'Choose a building of this project for each row of the use table.',
  unknownUse: 'Choose a use from the list.',
  useNotForType: 'Choose a use that suits the type of building.',
  unknownWork: 'Choose a kind of work from the list.',
  valueNegative: 'The estimated value cannot be negative.',
  areaNegative: 'A floor area cannot be negative.',
  intendedLife: 'Choose an intended life from 5 to 50 years.',
  yearConstructed: 'Choose the year the building was constructed from the list.',
  yearConstructedMissing: 'Select when the building was constructed, or Unknown.',
  buildingType: 'Select the type of building.',
  classification: 'Select the classified use of the building.',
  proposedWork: 'Select the kind of work proposed.',
  estimatedValue: 'Enter the estimated value of the work on this building, in dollars.',
  buildingUse: 'Select the use of the building.',
  changeOfUse: 'Select whether the use of the building changes.',
  newUse: 'Select the new use of the building.',
  changeType: 'Select the kind of change.',
  restrictedWork: 'Select whether the work includes restricted building work.',
  restrictedWorkText: 'Describe the restricted building work.',
  cableCar: 'Select whether the building has a cable car.',
  complianceSchedule: 'Select whether the building has, or will need, a compliance schedule.',
  ownerBuilder: 'Select whether an owner-builder is doing the work.',
  ownerBuilderResidential: 'The owner-builder exemption is for residential buildings only.',
  residentialContract: 'Select whether there is a residential building contract for the work.',
  noClauses: 'Select at least one Building Code clause that applies to the work.',
  clauseMeans: (clause: string) => `Select how ${clause} will be met.`,
  clauseNotes: (clause: string) => `Explain how ${clause} will be met.`,
  scheduleNoSystems: 'Give a status to at least one specified system.',
  scheduleCableCar: 'Give the cable car (SS16) a status.',
  csNumberMissing: 'Enter the number of the existing compliance schedule.',
  csNumberFormat: 'A compliance schedule number is letters, digits, slashes and dashes, like CS1234.',
  csLocationMissing: 'Say where the existing compliance schedule is kept.',
  buildingNotFound: 'Building not found.',
  buildingNotOfApplication: 'The means of compliance name a building that is not part of this application.',
  noBuildingsForType: 'This kind of application has no buildings to describe.',
  wrongVariant: (typeName: string, path: string) =>
    `This application is a ${typeName}: its project is saved with POST ${path}.`,
  buildingInvalid: (name: string, message: string) => `${name}: ${message}`,
} as const;

/** Site location and parcel messages the spec quotes (points 2, 5, 8 and 9), verbatim. */
export const parcelMessages = {
  selectParcel: 'Please select the parcel!',
  removeConfirm: 'Are you sure you want to remove this item?',
  loading: 'Loading... Please wait.',
  /** Logged, not shown (spec point 8 "Invalid parcel option"). */
  notValidParcelOpt: 'not a valid parcel opt',
  errorPrefix: 'Error!',
} as const;
