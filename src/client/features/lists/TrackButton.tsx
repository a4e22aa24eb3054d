import { Plus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { MediaType } from '../../../shared/catalogue-types';
import { useAuth } from '../auth/auth-context';

export interface TrackableTitle {
  id: number;
  media_type: MediaType;
  title: string;
}

interface TrackButtonProps {
  title: TrackableTitle;
  /** How a signed-in user tracks the title; the lists feature provides it. */
  onTrack?: (title: TrackableTitle) => void;
}

/**
 * Tracking sends a visitor to the login screen, which brings them back here afterwards (spec §1,
 * §4 "Adding a title"). Signed-in users get the button only once tracking exists.
 */
export function TrackButton({ title, onTrack }: TrackButtonProps) {
  const { currentUser } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  if (currentUser && !onTrack) return null;
  const track = () => {
    if (currentUser && onTrack) onTrack(title);
    else void navigate('/login', { state: { from: `${pathname}${search}` } });
  };
  return (
    <button type="button" className="button button-primary" onClick={track}>
      <Plus aria-hidden size={18} />
      Track
    </button>
  );
}
