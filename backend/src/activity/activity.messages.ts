// What the activity routes say when a filter is refused (the filters' own words live beside them,
// in libs/shared/src/contracts/activity.ts).
import { ACTIVITY_FILTER_MESSAGES } from '@commissionbee/shared/contracts/activity';

export const ACTIVITY_MESSAGES = { ...ACTIVITY_FILTER_MESSAGES } as const;
