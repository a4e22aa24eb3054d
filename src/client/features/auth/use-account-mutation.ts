import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { NotLoggedInError, authFailureMessage } from './auth-messages';
import { useAuth } from './auth-context';
import { sessionEndReason, signedOut } from './session-api';

/**
 * A change to the signed-in user's account. It refuses with 'You are not logged in.' when there
 * is no user (spec §5), shows failures with the catalogue's messages, and signs out when the
 * server says the session is over (spec §4).
 */
export function useAccountMutation<Input, Answer>(
  action: (input: Input) => Promise<Answer>,
  onSuccess?: (answer: Answer, input: Input) => void,
) {
  const t = useMessages();
  const { currentUser, setSession } = useAuth();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: Input) =>
      currentUser ? action(input) : Promise.reject(new NotLoggedInError()),
    onMutate: () => setProblem(null),
    onSuccess: (answer, input) => onSuccess?.(answer, input),
    onError: (error) => {
      setProblem(authFailureMessage(error, t));
      const reason = sessionEndReason(error);
      if (reason) setSession(signedOut(reason));
    },
  });
  return { ...mutation, problem, setProblem };
}
