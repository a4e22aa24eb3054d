import type { z } from 'zod';
import type { MessageId, Translate } from '../../i18n/messages';
import { readsEnglish, refusalSentence } from '../../i18n/refusals';
import { ApiError } from '../../lib/api';

/** A refused save, with the settings field it concerns when known ("webhook.url"), to show beside it. */
export interface FieldProblem {
  field: string | null;
  message: string;
}

/** The fields a form shows, each by its label's message. */
export type FieldLabels = Record<string, MessageId>;

/** The server names the first bad field of a body as "Invalid body.webhook.url: must be …". */
const BAD_FIELD = /^Invalid body\.([\w.]+): (.+)$/;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function labelled(t: Translate, field: string, reason: string, labels: FieldLabels): FieldProblem {
  const label = labels[field];
  return label
    ? { field, message: t('alerts.problem.field', { label: t(label), reason: sentence(reason) }) }
    : { field: null, message: t('alerts.problem.setting', { reason: sentence(reason) }) };
}

export function problemFromError(t: Translate, error: unknown, labels: FieldLabels): FieldProblem {
  if (error instanceof ApiError) {
    const worded = refusalSentence(error.code, error.message);
    const named = BAD_FIELD.exec(error.message);
    const [, field, reason] = named ?? [];
    if (field && reason) {
      // The server's rule is in English: another language names only the field it refused.
      if (worded === error.message) return labelled(t, field, reason, labels);
      const label = labels[field];
      if (label) return { field, message: t('errors.invalid-argument.field', { field: t(label) }) };
    }
    return { field: null, message: sentence(worded) };
  }
  return { field: null, message: t('alerts.problem.unknown') };
}

/** The first problem the contract's own schema finds, before anything is sent. */
export function problemFromIssues(
  t: Translate,
  error: z.ZodError,
  labels: FieldLabels,
): FieldProblem {
  const issue = error.issues[0];
  if (!issue) return { field: null, message: t('alerts.problem.invalid') };
  const field = issue.path.join('.');
  // The contract's rules are worded in English: another language names only the field.
  if (readsEnglish()) return labelled(t, field, issue.message, labels);
  const label = labels[field];
  return label
    ? { field, message: t('alerts.problem.fieldInvalid', { label: t(label) }) }
    : { field: null, message: t('alerts.problem.invalid') };
}

export function problemAt(problem: FieldProblem | null, field: string): string | null {
  return problem?.field === field ? problem.message : null;
}

export function generalProblem(problem: FieldProblem | null): string | null {
  return problem && problem.field === null ? problem.message : null;
}
