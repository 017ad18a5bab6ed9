import type * as zxcvbnCore from '@zxcvbn-ts/core';
import type * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { productMessages } from '@consent/domain';
import { onFirstUse } from '../../firstUse.js';
import { invalidAnswers } from '../../http/errors.js';

const core = onFirstUse<typeof zxcvbnCore>('@zxcvbn-ts/core');
const common = onFirstUse<typeof zxcvbnCommon>('@zxcvbn-ts/language-common');
const english = onFirstUse<typeof zxcvbnEn>('@zxcvbn-ts/language-en');

/** zxcvbn's scale runs 0 to 4; 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

let estimator: zxcvbnCore.ZxcvbnFactory | null = null;

/**
 * The estimator, read and built on first use (the first password set): ranking its dictionaries takes about a tenth of
 * a start's CPU, which /healthz need not wait for. Built right after the database is ready instead, it held
 * the first /healthz answers back just the same.
 */
function passwordEstimator(): zxcvbnCore.ZxcvbnFactory {
  estimator ??= new (core().ZxcvbnFactory)({
    dictionary: { ...common().dictionary, ...english().dictionary },
    graphs: common().adjacencyGraphs,
    translations: english().translations,
  });
  return estimator;
}

/**
 * Why a password is refused, or null when it is strong enough. The email (and its parts) and the name are
 * given to the estimator as words an attacker would try first.
 */
function passwordWeakness(password: string, user: { email: string; fullName?: string }): string | null {
  const inputs = [
    user.email,
    ...user.email.split(/[@.+_-]/),
    ...(user.fullName ?? '').split(/\s+/),
    user.fullName ?? '',
  ].filter((s) => s.length >= 3);
  const result = passwordEstimator().check(password, inputs);
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? result.feedback.suggestions[0];
  return why ? `${productMessages.passwordTooWeak} ${why}` : productMessages.passwordTooWeak;
}

/** 400 at the password field, saying why, when the password is too easy to guess. */
export function refuseWeakPassword(password: string, user: { email: string; fullName?: string }): void {
  const weakness = passwordWeakness(password, user);
  if (weakness) throw invalidAnswers([{ field: 'password', message: weakness }]);
}
