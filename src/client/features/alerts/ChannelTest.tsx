import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import type { AlertChannel, AlertDelivery } from '../../../shared/alerts-api';
import { useMessages } from '../../i18n/messages';
import { FormError, FormSuccess } from '../auth/forms/FormMessages';
import formStyles from '../auth/forms/forms.module.css';
import { sendTestAlert } from './alerts-api';
import { useRefreshAlertSettings } from './alerts-query';
import { testResultLine } from './alert-wording';
import { problemFromError } from './field-problems';

/** "Send a test": the delivery's result as the server reports it, failed or not. */
export function ChannelTest({ channel, disabled }: { channel: AlertChannel; disabled: boolean }) {
  const t = useMessages();
  const refresh = useRefreshAlertSettings();
  const test = useMutation<AlertDelivery, unknown>({
    mutationFn: () => sendTestAlert(channel),
    // The test is now the channel's last delivery; a paused webhook may have resumed.
    onSettled: () => void refresh(),
  });
  const result = test.data;
  return (
    <>
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button"
          disabled={disabled || test.isPending}
          onClick={() => test.mutate()}
        >
          <Send aria-hidden size={16} />
          {t(test.isPending ? 'alerts.test.sending' : 'alerts.test.send')}
        </button>
      </div>
      <FormSuccess message={result?.ok ? testResultLine(t, result) : null} />
      <FormError
        message={
          result && !result.ok
            ? testResultLine(t, result)
            : test.isError
              ? problemFromError(t, test.error, {}).message
              : null
        }
      />
    </>
  );
}
