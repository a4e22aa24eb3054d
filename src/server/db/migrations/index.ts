import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as accountActions from './0002-account-actions';
import * as lists from './0003-lists';
import * as signInMethods from './0004-sign-in-methods';
import * as offline from './0005-offline';
import * as oidcLinkIntent from './0006-oidc-link-intent';
import * as apiTokens from './0009-api-tokens';
import * as rateLimits from './0010-rate-limits';
import * as airingAlerts from './0007-airing-alerts';
import * as scrobbling from './0008-scrobbling';
import * as progressHistory from './0012-progress-history';
import * as metadata from './0013-metadata';
import * as favourites from './0014-favourites';
import * as listEntries from './0015-list-entries';
import * as dropProgressHistory from './0016-drop-progress-history';
import * as shownAgainAndSigned from './0017-shown-again-and-signed';
import * as sourceLines from './0018-source-lines';
import * as userLanguages from './0021-user-languages';
import * as alertShowNames from './0022-alert-show-names';

/** Listed in code rather than read from a folder, so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-account-actions': accountActions,
  '0003-lists': lists,
  '0004-sign-in-methods': signInMethods,
  '0005-offline': offline,
  '0006-oidc-link-intent': oidcLinkIntent,
  '0009-api-tokens': apiTokens,
  '0010-rate-limits': rateLimits,
  '0007-airing-alerts': airingAlerts,
  '0008-scrobbling': scrobbling,
  '0012-progress-history': progressHistory,
  '0013-metadata': metadata,
  '0014-favourites': favourites,
  '0015-list-entries': listEntries,
  '0016-drop-progress-history': dropProgressHistory,
  '0017-shown-again-and-signed': shownAgainAndSigned,
  '0018-source-lines': sourceLines,
  '0021-user-languages': userLanguages,
  '0022-alert-show-names': alertShowNames,
};
