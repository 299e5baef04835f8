// The activity routes' filters are declared with the routes in libs/shared/src/contracts/activity.ts.
export {
  activityFilter,
  activityQuery,
  MAX_ACTIVITY_PAGE_SIZE,
  type ActivityFilter,
  type ActivityQuery,
} from '@commissionbee/shared/contracts/activity';
