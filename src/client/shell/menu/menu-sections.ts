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

export interface MenuLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface MenuSection {
  title: string;
  links: MenuLink[];
}

/** The side menu's sections (spec §2), shaped by who is signed in. */
export function menuSections(user: { isAdmin: boolean } | null): MenuSection[] {
  return [
    {
      title: 'Browse',
      links: [
        { label: 'Home', to: '/', icon: House },
        { label: 'Discover', to: '/discover', icon: Compass },
        { label: 'Trending now', to: '/browse/trending', icon: Flame },
        { label: 'All-time popular', to: '/browse/popular', icon: TrendingUp },
        { label: 'Top rated', to: '/browse/top', icon: Star },
        { label: 'Coming Soon', to: '/coming-soon', icon: Calendar },
      ],
    },
    {
      title: 'Your stuff',
      links: [
        { label: 'My Lists', to: user ? '/mylists' : '/login', icon: List },
        ...(user ? [{ label: 'Profile', to: '/profile', icon: User }] : []),
        ...(user ? [{ label: 'Stats', to: '/stats', icon: BarChart3 }] : []),
      ],
    },
    {
      title: 'Extras',
      links: [
        { label: 'AI Recommendations', to: '/ai', icon: Sparkles },
        ...(user?.isAdmin ? [{ label: 'Admin', to: '/admin', icon: Shield }] : []),
      ],
    },
  ];
}

export const PAGE_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
] as const;
