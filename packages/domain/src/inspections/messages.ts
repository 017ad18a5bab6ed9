/** The inspections' messages (issue 32.2-3), once, for the server's refusals and the screens' checks. */
export const INSPECTION_NAME_MAX = 80;
export const INSPECTION_NOTES_MAX = 1000;
export const INSPECTION_SLOTS_MAX = 50;
/** How far ahead a booking may be made, in calendar days. */
export const BOOKING_HORIZON_DAYS = 90;
/** The hour (New Zealand time) of the working day before an inspection after which it can no longer be booked, moved or cancelled. */
export const BOOKING_CUTOFF_HOUR = 16;
/** The inspector's notes on a result (issue 32.4). */
export const INSPECTION_RESULT_NOTES_MAX = 2000;
/** The photos one result may carry, and the photos one booking may hold uploaded (retakes included). */
export const INSPECTION_RESULT_PHOTOS_MAX = 10;
export const INSPECTION_BOOKING_PHOTOS_MAX = 30;
/** An inspection area's name, and the suburbs and towns one area may list (issue 32.3, ADR 0077). */
export const INSPECTION_AREA_NAME_MAX = 60;
export const INSPECTION_AREA_LOCALITY_MAX = 60;
export const INSPECTION_AREA_LOCALITIES_MAX = 200;
/** A photo's size limit: the phone resizes before it uploads, so this is far above what it sends. */
export const INSPECTION_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

export const inspectionMessages = {
  nameRequired: 'Enter the name of the inspection',
  nameTooLong: `The name of the inspection must be ${INSPECTION_NAME_MAX} characters or fewer`,
  nameTaken: 'The council already has an inspection with this name',
  slotsInvalid: `Enter a number of slots from 0 to ${INSPECTION_SLOTS_MAX}`,
  typeNotFound: 'There is no such inspection type',
  notesTooLong: `Notes on an inspection must be ${INSPECTION_NOTES_MAX} characters or fewer`,
  typeRepeated: 'Each inspection can be required only once',
  typeNotOfCouncil: "Choose the inspections from the council's current list",
  requiredNotFound: 'There is no such inspection on this consent',
  notGranted: 'Inspections can be booked once the building consent is granted',
  dateInvalid: 'Enter the date of the inspection as YYYY-MM-DD',
  periodInvalid: 'Choose morning or afternoon',
  notWorkingDay:
    'Choose a working day: inspections are not done on weekends, public holidays or from 20 December to 10 January',
  tooSoon: 'Book at least one working day ahead: bookings close at 4pm on the working day before the inspection',
  tooFar: `Book no more than ${BOOKING_HORIZON_DAYS} days ahead`,
  slotFull: 'That slot has just been fully booked. Choose another time',
  alreadyBooked: 'This inspection is already booked. Move or cancel the booking instead',
  alreadyPassed: 'This inspection has passed: it needs no booking',
  noBooking: 'This inspection has no booking to change',
  pastCutoff: 'A booking can be cancelled or moved only until 4pm on the working day before the inspection',
  // The inspector's results (issue 32.4)
  runDateInvalid: 'Enter the date of the run as YYYY-MM-DD',
  bookingNotFound: 'There is no such inspection booking',
  outcomeRequired: 'Choose passed, failed or partially passed',
  resultNotesRequired: 'Enter notes: say what failed and what must be done before the re-inspection',
  resultNotesTooLong: `Notes on the result must be ${INSPECTION_RESULT_NOTES_MAX} characters or fewer`,
  resultPhotosTooMany: `A result can have ${INSPECTION_RESULT_PHOTOS_MAX} photos or fewer`,
  photoIdInvalid: 'A photo was not recognised: upload it again',
  photoNotOfBooking: 'A photo was not uploaded for this inspection: upload it again',
  resultBeforeDay: 'A result can be recorded on the day of the inspection or after it',
  resultAlreadyRecorded:
    'A different result has already been recorded for this inspection. It cannot be changed: book a re-inspection if the work is done again',
  bookingCancelledNoResult: 'This booking was cancelled: there is no inspection to record',
  photoNotFound: 'There is no such photo',
  photoTooLarge: `A photo must be ${INSPECTION_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller`,
  photoTypeRefused: 'A photo must be a JPEG or PNG image',
  photoUnreadable: 'The photo could not be read: take it again',
  photoAfterResult: 'The result of this inspection has been recorded: photos can no longer be added to it',
  photosFull: `This inspection already has ${INSPECTION_BOOKING_PHOTOS_MAX} photos uploaded`,
  reinspectionRequired: 'Re-inspection required',
  // Inspection areas (issue 32.3, ADR 0077)
  areaNameRequired: 'Enter the name of the area',
  areaNameTooLong: `The name of the area must be ${INSPECTION_AREA_NAME_MAX} characters or fewer`,
  areaNameTaken: 'The council already has an area with this name',
  areaNotFound: 'There is no such inspection area',
  localityTooLong: `Each suburb or town must be ${INSPECTION_AREA_LOCALITY_MAX} characters or fewer`,
  localitiesTooMany: `An area can list ${INSPECTION_AREA_LOCALITIES_MAX} suburbs and towns or fewer`,
  localityRepeated: 'Each suburb or town can be listed only once in an area',
  localityInOtherArea: (locality: string, area: string) =>
    `${locality} is already listed in the area ${area}: a suburb or town can be in one area only`,
  capacityTypeRepeated: 'Each inspection can have one set of slots per area',
  morningSlotsInvalid: `Slots each morning must be a whole number from 0 to ${INSPECTION_SLOTS_MAX}`,
  afternoonSlotsInvalid: `Slots each afternoon must be a whole number from 0 to ${INSPECTION_SLOTS_MAX}`,
  defaultAreaStays: 'The council needs a default area: make another area the default instead',
} as const;
