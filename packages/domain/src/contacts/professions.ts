/**
 * Professions of the project's other contacts (contacts mode 'other' or 'both'): the people besides
 * licensed building practitioners a council asks about, most of them registered with their own body
 * (registered architects, chartered engineers, licensed surveyors, registered plumbers, drainlayers
 * and electricians), whose registration number is asked for with the profession.
 */
export const PROFESSIONS = [
  'Architect',
  'Engineer',
  'Designer',
  'Surveyor',
  'Plumber',
  'Drainlayer',
  'Gasfitter',
  'Electrician',
  'Fire engineer',
  'Geotechnical engineer',
  'Builder',
  'Project manager',
  'Other',
] as const;
