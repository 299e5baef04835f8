// The activity log's CSV (GET /bee/activity.csv): one line per event, every cell through the
// product's one CSV rule (libs/shared/src/csv-cell.ts), so an actor name, target, sentence or user
// agent that reads as a formula is neutralised.
import { actorLabel, type ActivityEvent } from '@commissionbee/shared/activity';
import { csvLine } from '@commissionbee/shared/csv-cell';

export const ACTIVITY_CSV_HEADER = csvLine([
  'Time (UTC)',
  'Who',
  'Email',
  'Action',
  'What happened',
  'Target',
  'Address',
  'Browser',
]);

export function activityCsvLine(e: ActivityEvent): string {
  return csvLine([
    e.created_at,
    actorLabel(e),
    e.actor_email,
    e.action,
    e.sentence,
    e.target,
    e.ip,
    e.user_agent,
  ]);
}
