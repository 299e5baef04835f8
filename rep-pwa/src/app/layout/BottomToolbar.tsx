import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../config/paths';
import type { RepView } from '../../session/rep-view';
import { CalculatorIcon, CustomersIcon, DashIcon, PaychecksIcon, TeamIcon } from './icons';

interface ToolbarItem {
  /** The catalogue key of the tab's name. */
  label: string;
  to: string;
  icon: ReactNode;
  /** Detail screens that belong to this tab. */
  also?: string[];
}

/** Four tabs keep every label whole on a 320 px phone (issue 16). */
export const MAX_TABS = 4;

/**
 * Dash, Paychecks and Customers always; Team Pay for a manager; Calculator when granted and a
 * tab is still free. Otherwise the calculator lives in the menu (see calculatorInMenu).
 */
export function toolbarItems(view: RepView | null): ToolbarItem[] {
  const items: ToolbarItem[] = [
    { label: 'nav.dash', to: paths.dash, icon: <DashIcon /> },
    {
      label: 'nav.paychecks',
      to: paths.paychecks,
      icon: <PaychecksIcon />,
      also: [paths.paycheck],
    },
    { label: 'nav.customers', to: paths.customers, icon: <CustomersIcon />, also: [paths.job] },
  ];
  if (view?.isManager) items.push({ label: 'nav.teamPay', to: paths.teamPay, icon: <TeamIcon /> });
  if (view?.canUseCalculator && items.length < MAX_TABS)
    items.push({ label: 'nav.calculator', to: paths.calculator, icon: <CalculatorIcon /> });
  return items;
}

/** True when the rep may use the calculator but the tab bar has no room for it. */
export function calculatorInMenu(view: RepView | null): boolean {
  return (
    Boolean(view?.canUseCalculator) &&
    !toolbarItems(view).some((item) => item.to === paths.calculator)
  );
}

/** The phone's main navigation, always within thumb reach. */
export function BottomToolbar({ view }: { view: RepView | null }) {
  const { pathname } = useLocation();
  const { t } = useI18n();
  return (
    <nav className="rep-toolbar" aria-label={t('nav.main')}>
      <ul>
        {toolbarItems(view).map((item) => {
          const current = pathname === item.to || (item.also ?? []).includes(pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className="rep-toolbar__link"
                aria-current={current ? 'page' : undefined}
              >
                {item.icon}
                <span>{t(item.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
