/*
 * The valid answers the forms' test answers give (testAnswers.ts): a person, a building and a project description
 * that every check accepts in mode 'all'. Not the product's data: only the completion tests send them.
 */

export const TEST_PERSON = {
  type: 'person',
  full_name: 'Aroha Ngata',
  mail_address: 'PO Box 1234, Wellington 6140',
  street_address: '12 Tinakori Road, Thorndon, Wellington 6011',
  phone: '04 123 4567',
  email: 'aroha@example.co.nz',
} as const;

export const TEST_BUILDING = {
  name: 'Main Building',
  type: 'residential',
  classification_id: 1,
  proposed_work_id: 1,
  intended_life: 50,
  occupants: 4,
  estimated_value: 450000,
  use_id: 1,
  change_use: 'no',
  new_floor_area: 180.5,
  has_restricted_work: 'yes',
  restricted_work: 'Foundations, framing and roof',
  has_cable_car: 'no',
  is_compliance_schedule: 'no',
  owner_builder: 'no',
  residential_contract: 'yes',
  mc_data: [{ code: 'B1', present: true, means: 'acceptable_solution', data: 'B1/AS1, NZS 3604:2011', notes: '' }],
} as const;

export const TEST_PROJECT = {
  projectDescription: 'A new three-bedroom house',
  tbuilding: 'residential',
  projectSection75: 'no',
} as const;
