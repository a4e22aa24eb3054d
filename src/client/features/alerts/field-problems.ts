import type { z } from 'zod';
import { ApiError } from '../../lib/api';

/** A refused save, with the settings field it concerns when known ("webhook.url"), to show beside it. */
export interface FieldProblem {
  field: string | null;
  message: string;
}

/** The server names the first bad field of a body as "Invalid body.webhook.url: must be …". */
const BAD_FIELD = /^Invalid body\.([\w.]+): (.+)$/;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function labelled(field: string, reason: string, labels: Record<string, string>): FieldProblem {
  const label = labels[field];
  return label
    ? { field, message: sentence(`${label} ${reason}`) }
    : { field: null, message: sentence(`This setting ${reason}`) };
}

export function problemFromError(error: unknown, labels: Record<string, string>): FieldProblem {
  if (error instanceof ApiError) {
    const named = BAD_FIELD.exec(error.message);
    if (named?.[1] && named[2]) return labelled(named[1], named[2], labels);
    return { field: null, message: sentence(error.message) };
  }
  return { field: null, message: 'Something went wrong. Try again.' };
}

/** The first problem the contract's own schema finds, before anything is sent. */
export function problemFromIssues(error: z.ZodError, labels: Record<string, string>): FieldProblem {
  const issue = error.issues[0];
  if (!issue) return { field: null, message: 'This setting is not valid.' };
  return labelled(issue.path.join('.'), issue.message, labels);
}

export function problemAt(problem: FieldProblem | null, field: string): string | null {
  return problem?.field === field ? problem.message : null;
}

export function generalProblem(problem: FieldProblem | null): string | null {
  return problem && problem.field === null ? problem.message : null;
}
