// Small icons several features share (back links, row chevrons, the demo button). Lucide, one
// import per icon; decorative, since the text beside each one says what it is.
import type { ComponentProps } from 'react';
import CalendarDaysSvg from 'lucide-react/icons/calendar-days';
import ChevronLeftSvg from 'lucide-react/icons/chevron-left';
import ChevronRightSvg from 'lucide-react/icons/chevron-right';

type IconProps = ComponentProps<typeof ChevronLeftSvg>;
const decorative = { size: 18, strokeWidth: 2, 'aria-hidden': true, focusable: false } as const;

export const BackIcon = (props: IconProps) => <ChevronLeftSvg {...decorative} {...props} />;
export const ChevronIcon = (props: IconProps) => <ChevronRightSvg {...decorative} {...props} />;
export const CalendarIcon = (props: IconProps) => <CalendarDaysSvg {...decorative} {...props} />;
