// What auth writes to the activity log: sign-ins, failed sign-ins and sign-outs. Auth is a base
// layer and imports no feature, so it declares the port here and the activity feature provides it
// (ActivityModule, global, binds it to ActivityService): the log and its table stay activity's.
import type { ActivityAction } from '@commissionbee/shared/activity';
import type { EntityManager } from 'typeorm';

export interface AuthEvent {
  companyId: number;
  action: Extract<ActivityAction, `auth.${string}`>;
  target?: string;
  details?: Record<string, unknown>;
  actor: { kind: 'user'; userId: number; email: string };
}

export abstract class AuthEvents {
  /** Writes the event in `tx` (the action's own transaction). */
  abstract record(tx: EntityManager, event: AuthEvent): Promise<void>;
  /** Writes the event in a transaction of its own. */
  abstract recordAlone(event: AuthEvent): Promise<void>;
}
