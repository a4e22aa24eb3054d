import * as eye from 'lucide-react/icons/eye';
import * as plus from 'lucide-react/icons/plus';
import * as star from 'lucide-react/icons/star';
import { lightIcon } from './light-icon';

/** The icons every card shows, drawn light (decision 265). */
export const EyeIcon = lightIcon(eye);
export const PlusIcon = lightIcon(plus);
export const StarIcon = lightIcon(star);
