// The rep app's icons: lucide, one import per icon so only these reach the bundle. Decorative
// everywhere (a visible label or an aria-label beside each one names the control).
import type { ComponentProps } from 'react';
import CalculatorSvg from 'lucide-react/icons/calculator';
import ChartColumnSvg from 'lucide-react/icons/chart-column';
import MenuSvg from 'lucide-react/icons/menu';
import ReceiptSvg from 'lucide-react/icons/receipt';
import StoreSvg from 'lucide-react/icons/store';
import UsersRoundSvg from 'lucide-react/icons/users-round';

type IconProps = ComponentProps<typeof MenuSvg>;
const decorative = { size: 22, strokeWidth: 2, 'aria-hidden': true, focusable: false } as const;

export const DashIcon = (props: IconProps) => <ChartColumnSvg {...decorative} {...props} />;
export const PaychecksIcon = (props: IconProps) => <ReceiptSvg {...decorative} {...props} />;
export const CustomersIcon = (props: IconProps) => <StoreSvg {...decorative} {...props} />;
export const TeamIcon = (props: IconProps) => <UsersRoundSvg {...decorative} {...props} />;
export const CalculatorIcon = (props: IconProps) => <CalculatorSvg {...decorative} {...props} />;
export const MenuIcon = (props: IconProps) => <MenuSvg {...decorative} {...props} />;
