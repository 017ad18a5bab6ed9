// Building answers for tests and benches: the project form's own test building (its definition's test answers), so
// a building every check accepts is written once.
import { TEST_BUILDING } from '@consent/domain';

/** Means of compliance for one clause: enough for a building to pass mode 'all'. */
export const b1Clauses = TEST_BUILDING.mc_data;

export const validBuilding = TEST_BUILDING;

/** The clauses a full house consent covers. */
const FULL_CLAUSES = ['B1', 'B2', 'C1', 'C2', 'D1', 'E1', 'E2', 'E3', 'F2', 'F4', 'G1', 'G4', 'G9', 'G12', 'G13', 'H1'];

/** A building with every clause of a house answered, each naming its documents: a long part of the PDF. */
export const fullBuilding = (n: number) => ({
  ...validBuilding,
  name: `Building ${n}`,
  mc_data: FULL_CLAUSES.map((code) => ({
    code,
    present: true,
    means: 'acceptable_solution',
    data: `${code}/AS1, NZS 3604:2011 and the manufacturer's installation guide`,
    notes: `Designed by the architect; see sheets A100 to A140 and the specification section on ${code}.`,
  })),
});
