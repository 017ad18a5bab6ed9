/**
 * Reference lists the wizard's forms choose from. One definition: the server serves and checks
 * them, the SPA shows them.
 */

/**
 * PIM matters (spec point 2, "The following matters are involved in the project"): the matters of
 * the Building (Forms) Regulations 2004, Form 1 (application for a project information memorandum),
 * on which a council reports under sections 31 and 32 of the Building Act 2004.
 */
export const PIM_MATTERS = [
  { id: 1, name: 'Subdivision' },
  { id: 2, name: 'New or altered connections to public utilities' },
  { id: 3, name: 'New or altered locations and/or external dimensions of buildings' },
  { id: 4, name: 'New or altered access for vehicles' },
  { id: 5, name: 'Building work over or adjacent to any road or public place' },
  { id: 6, name: 'Building work over existing drains or sewers, or close to wells or water mains' },
  { id: 7, name: 'Building work on land subject to natural hazards' },
  { id: 8, name: 'Building work affecting a heritage item or place' },
  { id: 9, name: 'Demolition of a building or part of a building' },
  { id: 10, name: 'Disposal of stormwater, wastewater or trade waste' },
  { id: 11, name: 'Use of hazardous substances' },
  { id: 12, name: 'Change of use of a building' },
] as const;
export const PIM_MATTER_IDS: readonly number[] = PIM_MATTERS.map((m) => m.id);

/** Disasters a project may be related to (Miscellaneous Information); id 5 is "other", with text (spec point 9). */
export const DISASTERS = [
  { id: 1, name: 'Canterbury earthquakes (2010–2011)' },
  { id: 2, name: 'Kaikōura earthquake (2016)' },
  { id: 3, name: 'Auckland Anniversary weekend floods (January 2023)' },
  { id: 4, name: 'Cyclone Gabrielle (February 2023)' },
  { id: 5, name: 'Other' },
] as const;
export const DISASTER_IDS: readonly number[] = DISASTERS.map((d) => d.id);

/** A regional council's building consents are for dams; a dam's potential impact classification (Building (Dam Safety) Regulations). */
export const DAM_CLASSIFICATIONS = [
  { value: 'low', name: 'Low potential impact' },
  { value: 'medium', name: 'Medium potential impact' },
  { value: 'high', name: 'High potential impact' },
] as const;
