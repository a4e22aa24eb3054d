const REDACTED = '[redacted]';

export interface RedactionRules {
  /** Secret values to blank wherever they appear. */
  secrets: (string | undefined)[];
  /** Query parameters whose values are blanked in any URL in the text. */
  queryParameters: string[];
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds a function that strips credentials from text before it reaches a log line. */
export function createRedactor(rules: RedactionRules): (text: string) => string {
  const secrets = rules.secrets.filter((secret): secret is string => !!secret && secret.length > 0);
  const parameterPattern =
    rules.queryParameters.length > 0
      ? new RegExp(
          `([?&](?:${rules.queryParameters.map(escapeForPattern).join('|')})=)[^&#\\s]*`,
          'gi',
        )
      : null;
  return (text) => {
    let result = parameterPattern ? text.replace(parameterPattern, `$1${REDACTED}`) : text;
    for (const secret of secrets) result = result.split(secret).join(REDACTED);
    return result;
  };
}
