/** The inspections' messages (issue 32.2-3), once, for the server's refusals and the screens' checks. */
export const INSPECTION_NAME_MAX = 80;
export const INSPECTION_NOTES_MAX = 1000;
export const INSPECTION_SLOTS_MAX = 50;
/** How far ahead a booking may be made, in calendar days. */
export const BOOKING_HORIZON_DAYS = 90;
/** The hour (New Zealand time) of the working day before an inspection after which it can no longer be booked, moved or cancelled. */
export const BOOKING_CUTOFF_HOUR = 16;

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
} as const;
