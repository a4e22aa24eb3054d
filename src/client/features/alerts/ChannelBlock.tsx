import { AlertTriangle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { AlertChannel, AlertSettings } from '../../../shared/alerts-api';
import { useMessages } from '../../i18n/messages';
import { FormError } from '../auth/forms/FormMessages';
import formStyles from '../auth/forms/forms.module.css';
import { channelWarning, lastDeliveryLine } from './alert-wording';
import { ChannelTest } from './ChannelTest';
import styles from './alerts.module.css';

interface ChannelBlockProps {
  channel: AlertChannel;
  settings: AlertSettings;
  /** The on/off switch's own words ("Send alerts by e-mail") and the line under them. */
  switchLabel: string;
  switchHint: string;
  on: boolean;
  busy: boolean;
  /** Off when the device or browser cannot take this channel at all. */
  available?: boolean;
  onSwitch: (on: boolean) => void;
  /** Why the switch could not be turned, shown beside it. */
  problem?: string | null;
  canTest: boolean;
  children?: ReactNode;
}

/** One channel: its switch, its settings, whether it delivers, and "Send a test". */
export function ChannelBlock({
  channel,
  settings,
  switchLabel,
  switchHint,
  on,
  busy,
  available = true,
  onSwitch,
  problem = null,
  canTest,
  children,
}: ChannelBlockProps) {
  const t = useMessages();
  const headingId = useId();
  const warning = channelWarning(t, channel, settings);
  return (
    <div role="group" aria-labelledby={headingId} className={styles.channel}>
      <h3 id={headingId} className={styles.channelHeading}>
        {t(`alerts.channel.${channel}`)}
      </h3>
      <label className={`${formStyles.checkbox} ${styles.choice}`}>
        <input
          type="checkbox"
          checked={on}
          disabled={busy || !available}
          onChange={(event) => onSwitch(event.target.checked)}
        />
        <span className={formStyles.checkboxText}>
          <span>{switchLabel}</span>
          <span className={formStyles.hint}>{switchHint}</span>
        </span>
      </label>
      <FormError message={problem} />
      {children}
      {warning && (
        <p className={styles.warning}>
          <AlertTriangle aria-hidden size={16} />
          {warning}
        </p>
      )}
      <p className={styles.last}>{lastDeliveryLine(t, settings[channel].last)}</p>
      <ChannelTest channel={channel} disabled={!canTest} />
    </div>
  );
}
