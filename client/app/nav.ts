import {
  type Icon,
  IconBell,
  IconBrain,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconCalculator,
  IconCash,
  IconChecklist,
  IconCircleCheck,
  IconClockHour4,
  IconFileInvoice,
  IconHeartbeat,
  IconLayoutDashboard,
  IconPlayerPause,
  IconReceipt,
  IconReportAnalytics,
  IconSettings,
  IconShieldCheck,
  IconSpeakerphone,
  IconTruck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Role } from '../../domain/accounts';

/** The product title, shown in the top bar and for routes without a screen title. */
export const PRODUCT_TITLE = 'Plumbline';

export type NavItem = {
  /** Route path, e.g. '/projects'. */
  path: string;
  /** Screen title (spec part 1 §2.1), also the sidebar label and the mobile header text. */
  title: string;
  icon: Icon;
};

/** The navigation routes, in sidebar order (spec part 1 §2.2; Billing from issue 20). */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', title: 'Dashboard', icon: IconLayoutDashboard },
  { path: '/projects', title: 'Projects (Active)', icon: IconBuildingSkyscraper },
  { path: '/inactive-projects', title: 'Inactive Projects', icon: IconPlayerPause },
  { path: '/completed-projects', title: 'Completed Projects', icon: IconCircleCheck },
  { path: '/expenses', title: 'Expenses', icon: IconReceipt },
  { path: '/suppliers', title: 'Suppliers', icon: IconTruck },
  { path: '/employees', title: 'Employees', icon: IconUsers },
  { path: '/subcontractors', title: 'Subcontractors', icon: IconUsersGroup },
  { path: '/compliance', title: 'Compliance', icon: IconShieldCheck },
  { path: '/timesheet', title: 'Timesheet', icon: IconClockHour4 },
  { path: '/crew-today', title: 'Whole Crew Today', icon: IconChecklist },
  { path: '/payroll', title: 'Weekly Payroll', icon: IconCash },
  { path: '/reports', title: 'Reports', icon: IconReportAnalytics },
  { path: '/accounting', title: 'Accounting Dashboard', icon: IconCalculator },
  { path: '/billing', title: 'Billing', icon: IconFileInvoice },
  { path: '/statements', title: 'Bank Statements', icon: IconBuildingBank },
  { path: '/analyzer', title: 'AI Project Analyzer', icon: IconBrain },
  { path: '/marketing', title: 'AI Marketing Center', icon: IconSpeakerphone },
  { path: '/health-dashboard', title: 'Project Health Dashboard', icon: IconHeartbeat },
  { path: '/notifications', title: 'Notification Center', icon: IconBell },
  { path: '/settings', title: 'Settings', icon: IconSettings },
];

/**
 * Screens a foreman uses (issue 16): their assigned projects (work records and photos inside), the expenses
 * and receipts of those projects, and the alerts of those projects. Office sees everything but Settings.
 */
const FOREMAN_PATHS = new Set(['/projects', '/crew-today', '/expenses', '/notifications']);

/** The navigation items a role sees; the server refuses the rest regardless (domain/access.ts). */
export function navItemsFor(role: Role): readonly NavItem[] {
  if (role === 'owner') return NAV_ITEMS;
  if (role === 'office') return NAV_ITEMS.filter((item) => item.path !== '/settings');
  return NAV_ITEMS.filter((item) => FOREMAN_PATHS.has(item.path));
}

/** Whether a role has the sidebar's Profit Analysis card (client/app/profit-card.tsx): a foreman sees no money. */
export function hasProfitCard(role: Role): boolean {
  return role !== 'foreman';
}

/** Whether a role may open a path: a navigation screen it does not see is not for it; other paths are. */
export function canOpenPath(role: Role, pathname: string): boolean {
  const current = normalize(pathname);
  const item = NAV_ITEMS.find((i) => i.path === current);
  return !item || navItemsFor(role).includes(item);
}

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a nav item is the current route ('/' only matches exactly; '/projects/5' matches '/projects'). */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  const current = normalize(pathname);
  if (itemPath === '/') return current === '/';
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

/** Screen title of a path, or the product title for unknown routes. */
export function titleForPath(pathname: string): string {
  const current = normalize(pathname);
  return NAV_ITEMS.find((item) => item.path === current)?.title ?? PRODUCT_TITLE;
}
