import { applicationTypeName } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import type { ApplicationAccess, ApplicationRow } from '../applications/access.js';
import type { AuthService } from '../auth/service.js';
import type { CouncilService } from '../councils/service.js';
import type { LocationService } from '../locations/service.js';
import type { SharingService } from '../sharing/service.js';

/** What every mail about an application names (issue 19.1): its reference, type, site address and council. */
interface Facts {
  reference: string;
  typeName: string;
  siteAddress: string | null;
  councilName: string;
}

interface Recipient {
  fullName: string;
  email: string;
}

export interface ApplicationFacts {
  /** Read through the caller's transaction (PGlite has one connection: no second reader while it is open). */
  facts(tx: Executor, row: ApplicationRow): Promise<Facts>;
  /** The application by id, for mails written after the access check (or by the council's transition). */
  byId(tx: Executor, id: number): Promise<ApplicationRow | undefined>;
}

/** Who is told about an application (issue 19.2): its owner and every collaborator, owner first. */
export type ApplicationRecipients = (tx: Executor, row: Pick<ApplicationRow, 'id' | 'userId'>) => Promise<Recipient[]>;

/** The facts a mail names, each asked of the module that keeps it (ADR 0047): no other module's tables are read here. */
export function createApplicationFacts(deps: {
  access: ApplicationAccess;
  councils: CouncilService;
  locations: LocationService;
}): ApplicationFacts {
  return {
    async facts(tx, row) {
      return {
        // Its reference once submitted (issue 30.1); an invitation to a draft names its number.
        reference: row.bcNumber
          ? `${row.reference ?? row.id} (building consent ${row.bcNumber})`
          : (row.reference ?? String(row.id)),
        typeName: applicationTypeName(row.applicationType, row.param as never, row.typeCode),
        siteAddress: (await deps.locations.siteAddresses([row.id], tx)).get(row.id) || null,
        councilName: (await deps.councils.fullNameWithin(tx, row.councilId)) ?? 'the council',
      };
    },
    byId: (tx, id) => deps.access.rowWithin(tx, id),
  };
}

/** The owner from the accounts, the collaborators from sharing: the mails' recipients, each from its module. */
export function applicationRecipients(deps: { auth: AuthService; sharing: SharingService }): ApplicationRecipients {
  return async (tx, row) => {
    const owner = await deps.auth.userWithin(tx, row.userId);
    const collaborators = await deps.sharing.collaboratorsWithin(tx, row.id);
    return [
      ...(owner ? [{ fullName: owner.fullName, email: owner.email }] : []),
      ...collaborators.map(({ fullName, email }) => ({ fullName, email })),
    ];
  };
}
