import {
  cardPaymentsContract,
  councilWorkspaceContract,
  financeContract,
  moneyContract,
  type ContractRoute,
} from '@consent/domain';
import type { SessionUser } from '../auth/service.js';
import type { CouncilReadingService } from '../council/reading.js';
import type { CouncilWorkspaceService } from '../council/service.js';
import type { CreditNoteService } from '../money/creditNotes.js';
import type { PaymentService } from '../money/payments.js';
import type { MoneyRulesService } from '../money/release.js';
import { orRefused, success, type ScreenPart } from './summary.js';

/** The services whose parts the council application shows, each read through its own module. */
export interface CouncilApplicationScreenServices {
  workspace: CouncilWorkspaceService;
  reading: CouncilReadingService;
  moneyRules: MoneyRulesService;
  payments: PaymentService;
  creditNotes: CreditNoteService;
}
export type CouncilApplicationScreen = ReturnType<typeof createCouncilApplicationScreen>;

/**
 * The council application in one read (issue 33.2, ADR 0091): the application first, whose read is the council's
 * access check (404 for another council's staff), then the other parts side by side, each answered as its own route
 * answers it.
 */
export function createCouncilApplicationScreen(s: CouncilApplicationScreenServices) {
  return async function councilApplicationParts(user: SessionUser, appId: number): Promise<Record<string, ScreenPart>> {
    const application = success(await s.workspace.application(user, appId));
    const others: [ContractRoute, () => Promise<object>][] = [
      [councilWorkspaceContract.answers, () => s.reading.answers(user, appId)],
      [financeContract.councilMoneyStatus, () => s.moneyRules.councilStatus(user, appId)],
      [moneyContract.councilInvoices, () => s.payments.councilList(user, appId)],
      [cardPaymentsContract.councilCreditNotes, () => s.creditNotes.councilList(user, appId)],
    ];
    const answered = await Promise.all(
      others.map(async ([route, read]) => [route.path, await orRefused(async () => success(await read()))] as const),
    );
    const parts: [string, ScreenPart][] = [[councilWorkspaceContract.application.path, application]];
    for (const [path, part] of answered) if (part) parts.push([path, part]);
    return Object.fromEntries(parts);
  };
}
