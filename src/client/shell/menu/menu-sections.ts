import {
  BarChart3,
  Calendar,
  Compass,
  Flame,
  House,
  List,
  Shield,
  Sparkles,
  Star,
  TrendingUp,
  User,
  type LucideIcon,
} from 'lucide-react';
import type { ShellMessageId } from '../../i18n/messages';

export interface MenuLink {
  /** The link's words, as a message of the shell's catalogue. */
  label: ShellMessageId;
  to: string;
  icon: LucideIcon;
}

export interface MenuSection {
  title: ShellMessageId;
  links: MenuLink[];
}

/** The side menu's sections (spec §2), shaped by who is signed in. */
export function menuSections(user: { isAdmin: boolean } | null): MenuSection[] {
  return [
    {
      title: 'shell.menu.browse',
      links: [
        { label: 'shell.nav.home', to: '/', icon: House },
        { label: 'shell.nav.discover', to: '/discover', icon: Compass },
        { label: 'shell.nav.trending', to: '/browse/trending', icon: Flame },
        { label: 'shell.nav.popular', to: '/browse/popular', icon: TrendingUp },
        { label: 'shell.nav.top', to: '/browse/top', icon: Star },
        { label: 'shell.nav.comingSoon', to: '/coming-soon', icon: Calendar },
      ],
    },
    {
      title: 'shell.menu.yourStuff',
      links: [
        { label: 'shell.nav.myLists', to: user ? '/mylists' : '/login', icon: List },
        ...(user
          ? [{ label: 'shell.nav.profile', to: '/profile', icon: User } satisfies MenuLink]
          : []),
        ...(user
          ? [{ label: 'shell.nav.stats', to: '/stats', icon: BarChart3 } satisfies MenuLink]
          : []),
      ],
    },
    {
      title: 'shell.menu.extras',
      links: [
        { label: 'shell.nav.ai', to: '/ai', icon: Sparkles },
        ...(user?.isAdmin
          ? [{ label: 'shell.nav.admin', to: '/admin', icon: Shield } satisfies MenuLink]
          : []),
      ],
    },
  ];
}
